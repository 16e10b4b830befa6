/**
 * The order-creation calls of part 1 §7, one function each, on the logged-in point's country client (75 s timeout,
 * request id, bearer token; errors arrive normalised as PortalError). Success bodies are `{ data: … }`.
 */
import { apiFile, apiGet, apiSend, countryApi } from '@kernel';
import type { AwbSize, LodgeInReceiptRow, PackRequest, PriceRequest, ReceiptSize, ReservationRequest, ReservationResponse } from './types';

/** GET 1.0/orders?scan=: what a scanned or typed code is. */
export const lookUpScan = (code: string) => apiGet('1.0/orders', { query: { scan: code } });

/** GET 1.0/orders/stamp-validity?stamp_id=: 409 with code 137926 when the stamp id is used. */
export const checkStampValidity = (stampId: string) => apiGet('1.0/orders/stamp-validity', { query: { stamp_id: stampId } });

/** GET 1.0/consignees?contact=: saved consignees of a recipient number. */
export const searchConsignees = (contact: string) => apiGet('1.0/consignees', { query: { contact } });

/** POST 2.2/shippers/{globalId}/price. */
export const getPrice = (globalShipperId: number, body: PriceRequest) =>
  apiSend('post', '2.2/shippers/{globalShipperId}/price', { path: { globalShipperId }, body });

/**
 * POST 1.2/reservations/post?is_draft=&is_bulk=: one outcome per reservation, in order. The attempt's idempotency key
 * makes a retry after a lost answer get the first answer instead of creating the orders twice.
 */
export const createPostOrders = (body: ReservationRequest, idempotencyKey: string, isBulk = false): Promise<ReservationResponse> =>
  apiSend('post', '1.2/reservations/post', { body, query: { is_draft: body.is_draft, is_bulk: isBulk }, idempotencyKey });

/** POST 1.0/reservations/pack?is_manual_pack=, with the attempt's idempotency key as for post. */
export const createPackOrders = (body: PackRequest, isManualPack: boolean, idempotencyKey: string): Promise<ReservationResponse> =>
  apiSend('post', '1.0/reservations/pack', { body, query: { is_manual_pack: isManualPack }, idempotencyKey });

/** POST 1.0/upload-pack-parcel-image (multipart, field `file`): the stored image's url. */
export function uploadPackImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiSend('post', '1.0/upload-pack-parcel-image', { body: form });
}

/**
 * POST 1.2/reservations/send?notify_shipper=: starts a lodge-in; poll its status id. Parcels kept offline go with their
 * batch's idempotency key: sent again after a lost answer, the server answers the same status id and lodges once.
 */
export const startLodgeIn = (trackingIds: string[], notifyShipper = true, idempotencyKey?: string) =>
  apiSend('post', '1.2/reservations/send', {
    body: { reservations: trackingIds.map((trackingId) => ({ trackingId })) }, query: { notify_shipper: notifyShipper }, idempotencyKey,
  });

/** GET 1.0/lodge-in/{id}. */
export const getLodgeInStatus = (statusId: number) => apiGet('1.0/lodge-in/{statusId}', { path: { statusId } });

/** POST 2.0/receipts: a receipt for lodged-in parcels; answers its id. */
export const createLodgeInReceipt = (rows: LodgeInReceiptRow[]) => apiSend('post', '2.0/receipts', { body: { receipts: rows } });

/** GET 2.0/receipts/{id}?size=: the receipt's documents; 404 with code 137420 (NF_RECEIPT) when not generated yet. */
export const getReceipt = (receiptId: number, size: ReceiptSize) => apiGet('2.0/receipts/{receiptId}', { path: { receiptId }, query: { size } });

/** POST 2.0/receipts/{id}?is_shipper_prepaid=: generates the receipt; may fail once with 137027. */
export const generateReceipt = (receiptId: number, size: ReceiptSize, isShipperPrepaid: boolean) =>
  apiSend('post', '2.0/receipts/{receiptId}', { path: { receiptId }, body: { size }, query: { is_shipper_prepaid: isShipperPrepaid } });

/** POST 2.0/airway-bills. */
export const requestAirwayBill = (trackingIds: string[], size: AwbSize) =>
  apiSend('post', '2.0/airway-bills', { body: { tracking_ids: trackingIds, hide_shipper_details: 0, size } });

/** GET 2.0/airway-bills/{taskUuid}: the PDF (202 with no body while it is being made). */
export async function fetchAirwayBill(taskUuid: string): Promise<Blob | null> {
  const res = await apiFile('2.0/airway-bills/{taskUuid}', { path: { taskUuid }, responseType: 'blob' });
  return res.status === 202 ? null : res.data;
}

/**
 * A document (receipt or air waybill) by the url the server gave, as a PDF blob. No path of the API contract: the
 * document gives `url` as an opaque string (ReceiptDocument), so only the client's headers apply to it.
 */
export async function fetchDocument(url: string): Promise<Blob> {
  const api = await countryApi();
  return (await api.get<Blob>(url, { responseType: 'blob' })).data;
}
