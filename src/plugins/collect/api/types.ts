// Wire shapes of the customer-collect calls (spec part 2 §7; the payloads the spec does not show are ours, listed in
// the README). Snake case, as the server writes them.

/** What the operator verified the customer with: one of these bodies of POST 1.0/orders/customer-collect/search. */
export type CollectSearchBody =
  | { otp: string }
  | { qr_code: string }
  | { tracking_id: string; otp: string };

/** One parcel waiting at this point for the verified customer. */
export interface CollectOrderWire {
  id: number;
  tracking_id: string;
  to_name: string;
  /** ISO time the parcel arrived at the point. */
  dropped_off_at: string;
  status: string;
  is_cod: boolean;
  /** Amount to collect in the country's currency; null (or not a number) on a COD parcel means it cannot be read. */
  cod_amount: number | null;
}

/** The answer of the search: who the customer is and their parcels at this point. */
export interface CollectSearchResult {
  customer: { name: string; contact: string };
  orders: CollectOrderWire[];
}

/** One released parcel in the body of PUT 1.0/orders/customer-collect. */
export interface ReleaseLine {
  tracking_id: string;
  released_to: string;
  /** The cash taken for this parcel; null when it is not COD. */
  cod_collected: number | null;
}

export interface ReleaseBody {
  orders: ReleaseLine[];
}

/** A released order as the server answers it (spec part 2 §3, the fields the portal reads). */
export interface ReleasedOrderWire {
  barcode: string;
  released_to: string;
  released_at: string;
  status: string;
}

/** A parcel this point released, as GET 1.0/orders/customer-collect/released lists it. */
export interface ReleasedCodWire {
  barcode: string;
  released_to: string;
  released_at: string;
  cod_collected: number | null;
}

/** Body of POST 1.0/drop-off-sms/resend. */
export interface ResendBody {
  tracking_id: string;
  channel: 'otp' | 'sms';
}

/** Error codes of the search the portal turns into its own messages. */
export const COLLECT_ERROR_CODES = {
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  otpUsed: 'OTP_USED',
  qrInvalid: 'QR_INVALID',
  alreadyReleased: 'ALREADY_RELEASED',
} as const;
