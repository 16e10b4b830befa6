// The customer-collect calls on the point's country client (spec part 2 §7), by the API contract's paths.
import { apiGet, apiSend, type PortalError } from '@kernel';
import { COLLECT_ERROR_CODES, type CollectSearchBody, type CollectSearchResult, type ReleaseBody, type ReleasedCodWire, type ReleasedOrderWire, type ResendBody } from './types';

/** POST 1.0/orders/customer-collect/search: the customer and their parcels waiting here. */
export function searchCustomer(body: CollectSearchBody): Promise<CollectSearchResult> {
  return apiSend('post', '1.0/orders/customer-collect/search', { body });
}

/** PUT 1.0/orders/customer-collect?dp_id=: hands the listed parcels to the customer. */
export async function releaseParcels(dpId: number, body: ReleaseBody): Promise<ReleasedOrderWire[]> {
  const answer = await apiSend('put', '1.0/orders/customer-collect', { body, query: { dp_id: dpId } });
  return answer.orders;
}

/** GET 1.0/orders/customer-collect/released: the parcels this point released since `from` (the cash drawer). */
export function releasedSince(dpId: number, from: Date, signal?: AbortSignal): Promise<ReleasedCodWire[]> {
  return apiGet('1.0/orders/customer-collect/released', { query: { dp_id: dpId, from: from.toISOString() }, signal });
}

/** POST 1.0/drop-off-sms/resend: the code again (channel otp) or the arrival SMS (channel sms). */
export function resendCode(body: ResendBody): Promise<unknown> {
  return apiSend('post', '1.0/drop-off-sms/resend', { body });
}

/** The catalog id of a refused verification: expired and used codes say so, a bad QR too, anything else is a failed verification. */
export function verifyFailureId(error: PortalError, method: 'otp' | 'qr' | 'trackingId'): string | null {
  if (error.invalidToken || error.status === undefined || error.status >= 500) return null;
  if (error.code === COLLECT_ERROR_CODES.otpExpired) return 'collect.otp_expired';
  if (error.code === COLLECT_ERROR_CODES.otpUsed) return 'collect.otp_used';
  if (error.code === COLLECT_ERROR_CODES.qrInvalid || (method === 'qr' && error.status === 400)) return 'collect.qr_invalid';
  return 'collect.verification_failed';
}
