/**
 * The order-creation calls of part 1 §7, one function each, on the logged-in point's country client (75 s timeout,
 * request id, bearer token; errors arrive normalised as PortalError). Success bodies are `{ data: … }`.
 */
import { apiGet, apiSend, countryApi, type QueryParams } from '@kernel';
import type {
  AwbSize, AwbTask, ConsigneeChoice, LodgeInReceiptRow, LodgeInStarted, LodgeInStatus, PackRequest, PriceRequest,
  PriceResult, ReceiptDocument, ReceiptSize, ReservationRequest, ReservationResponse, ScanLookup, StampValidity,
} from './types';

const get = <T>(path: string, params?: QueryParams) => apiGet<T>(path, params);
const send = <T>(method: 'post' | 'put', path: string, body?: unknown, params?: QueryParams, idempotencyKey?: string) =>
  apiSend<T>(method, path, body, params, { idempotencyKey });

/** GET 1.0/orders?scan=: what a scanned or typed code is. */
export const lookUpScan = (code: string) => get<ScanLookup>('1.0/orders', { scan: code });

/** GET 1.0/orders/stamp-validity?stamp_id=: 409 with code 137926 when the stamp id is used. */
export const checkStampValidity = (stampId: string) => get<StampValidity>('1.0/orders/stamp-validity', { stamp_id: stampId });

/** GET 1.0/consignees?contact=: saved consignees of a recipient number. */
export const searchConsignees = (contact: string) => get<ConsigneeChoice[]>('1.0/consignees', { contact });

/** POST 2.2/shippers/{globalId}/price. */
export const getPrice = (globalShipperId: number, body: PriceRequest) =>
  send<PriceResult>('post', `2.2/shippers/${globalShipperId}/price`, body);

/**
 * POST 1.2/reservations/post?is_draft=&is_bulk=: one outcome per reservation, in order. The attempt's idempotency key
 * makes a retry after a lost answer get the first answer instead of creating the orders twice.
 */
export const createPostOrders = (body: ReservationRequest, idempotencyKey: string, isBulk = false) =>
  send<ReservationResponse>('post', '1.2/reservations/post', body, { is_draft: body.is_draft, is_bulk: isBulk }, idempotencyKey);

/** POST 1.0/reservations/pack?is_manual_pack=, with the attempt's idempotency key as for post. */
export const createPackOrders = (body: PackRequest, isManualPack: boolean, idempotencyKey: string) =>
  send<ReservationResponse>('post', '1.0/reservations/pack', body, { is_manual_pack: isManualPack }, idempotencyKey);

/** POST 1.0/upload-pack-parcel-image (multipart, field `file`): the stored image's url. */
export async function uploadPackImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return send<{ url: string }>('post', '1.0/upload-pack-parcel-image', form);
}

/**
 * POST 1.2/reservations/send?notify_shipper=: starts a lodge-in; poll its status id. Parcels kept offline go with their
 * batch's idempotency key: sent again after a lost answer, the server answers the same status id and lodges once.
 */
export const startLodgeIn = (trackingIds: string[], notifyShipper = true, idempotencyKey?: string) =>
  send<LodgeInStarted>('post', '1.2/reservations/send', { reservations: trackingIds.map((trackingId) => ({ trackingId })) }, { notify_shipper: notifyShipper }, idempotencyKey);

/** GET 1.0/lodge-in/{id}. */
export const getLodgeInStatus = (statusId: number) => get<LodgeInStatus>(`1.0/lodge-in/${statusId}`);

/** POST 2.0/receipts: a receipt for lodged-in parcels; answers its id. */
export const createLodgeInReceipt = (rows: LodgeInReceiptRow[]) => send<{ id: number }>('post', '2.0/receipts', { receipts: rows });

/** GET 2.0/receipts/{id}?size=: the receipt's documents; 404 with code 137420 (NF_RECEIPT) when not generated yet. */
export const getReceipt = (id: number, size: ReceiptSize) => get<{ receipts: ReceiptDocument[] }>(`2.0/receipts/${id}`, { size });

/** POST 2.0/receipts/{id}?is_shipper_prepaid=: generates the receipt; may fail once with 137027. */
export const generateReceipt = (id: number, size: ReceiptSize, isShipperPrepaid: boolean) =>
  send<{ receipts: ReceiptDocument[] }>('post', `2.0/receipts/${id}`, { size }, { is_shipper_prepaid: isShipperPrepaid });

/** POST 2.0/airway-bills. */
export const requestAirwayBill = (trackingIds: string[], size: AwbSize) =>
  send<AwbTask>('post', '2.0/airway-bills', { tracking_ids: trackingIds, hide_shipper_details: 0, size });

/** GET 2.0/airway-bills/{taskUuid}: the PDF (202 with no body while it is being made). */
export async function fetchAirwayBill(taskUuid: string): Promise<Blob | null> {
  const api = await countryApi();
  const res = await api.get<Blob>(`2.0/airway-bills/${taskUuid}`, { responseType: 'blob' });
  return res.status === 202 ? null : res.data;
}

/** A document (receipt or air waybill) by the url the server gave, as a PDF blob. */
export async function fetchDocument(url: string): Promise<Blob> {
  const api = await countryApi();
  return (await api.get<Blob>(url, { responseType: 'blob' })).data;
}
