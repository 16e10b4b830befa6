// Wire shapes of the customer-collect calls (spec part 2 §7), as the API contract (api/openapi.yaml) writes them; the
// payloads the spec does not show are ours, marked `x-assumed` there. Snake case, as the server writes them.

import type { ApiAnswer, ApiBody } from '@kernel';

/** What the operator verified the customer with: one of these bodies of POST 1.0/orders/customer-collect/search. */
export type CollectSearchBody = ApiBody<'1.0/orders/customer-collect/search', 'post'>;

/** The answer of the search: who the customer is and their parcels at this point. */
export type CollectSearchResult = ApiAnswer<'1.0/orders/customer-collect/search', 'post'>;

/** One parcel waiting at this point for the verified customer (`cod_amount` null or not a number: cannot be read). */
export type CollectOrderWire = CollectSearchResult['orders'][number];

/** The body of PUT 1.0/orders/customer-collect: each released parcel, with the cash taken (null when not COD). */
export type ReleaseBody = ApiBody<'1.0/orders/customer-collect', 'put'>;
export type ReleaseLine = ReleaseBody['orders'][number];

/** A released order as the server answers it (spec part 2 §3, the fields the portal reads). */
export type ReleasedOrderWire = ApiAnswer<'1.0/orders/customer-collect', 'put'>['orders'][number];

/** A parcel this point released, as GET 1.0/orders/customer-collect/released lists it. */
export type ReleasedCodWire = ApiAnswer<'1.0/orders/customer-collect/released'>[number];

/** Body of POST 1.0/drop-off-sms/resend. */
export type ResendBody = ApiBody<'1.0/drop-off-sms/resend', 'post'>;

/** Error codes of the search the portal turns into its own messages. */
export const COLLECT_ERROR_CODES = {
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  otpUsed: 'OTP_USED',
  qrInvalid: 'QR_INVALID',
  alreadyReleased: 'ALREADY_RELEASED',
} as const;
