/**
 * Receipts: POST 2.0/receipts (lodge-in receipt rows → id), GET 2.0/receipts/{id}?size= (404 NF_RECEIPT until
 * generated), POST 2.0/receipts/{id}?is_shipper_prepaid= { size } (generates; the Retry Receipts shipper's first
 * attempt answers 422 BR_MISSING_INVOICED_AMOUNT_DETAILS). A lodge-in with NV{CC}NORC0001 cannot get a receipt (500).
 */
import { badRequest, fail, jsonBody, ok } from '@sim/kit';
import type { ReceiptDocument, ReceiptSize } from '../../api/types';
import { MISSING_INVOICED_AMOUNT, RECEIPT_NOT_FOUND, adoptReceipt, createReceipt, receiptDocument } from '../receipts';
import { seedOrders } from '../seeds/parcels';
import { isRetryReceiptsShipper, seedShippers } from '@sim/kit';
import type { ReceiptLine } from '../state';
import { sim } from '../state';
import { caller, countryHttp, isNumber, isObject, isText } from './common';

const notFoundReceipt = () => fail(404, RECEIPT_NOT_FOUND.code, RECEIPT_NOT_FOUND.title, RECEIPT_NOT_FOUND.message);

function sizeOf(value: unknown): ReceiptSize | null {
  if (value === null || value === undefined || value === '') return 'A4';
  return value === 'A4' || value === 'A6' ? value : null;
}

export const createLodgeInReceipt = countryHttp.post('/2.0/receipts', async ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const body = await jsonBody(request);
  if (!body || !Array.isArray(body.receipts) || body.receipts.length === 0) return badRequest('receipts must be a non-empty list of parcels.');
  const rows: Record<string, unknown>[] = [];
  for (const row of body.receipts) {
    if (!isObject(row) || !isText(row.tracking_id)) return badRequest('Each receipt row needs a tracking_id.');
    if (row.dp_id !== undefined && row.dp_id !== who.account.dp.id) return badRequest(`dp_id ${String(row.dp_id)} is not this account's point.`);
    rows.push(row);
  }
  const seeds = seedOrders(who.country);
  const seedOf = (row: Record<string, unknown>) => seeds.find((o) => o.trackingId === String(row.tracking_id).trim().toUpperCase());
  if (rows.some((row) => seedOf(row)?.lodgeIn === 'noReceipt')) {
    return fail(500, 'RECEIPT_CREATION_FAILED', 'RECEIPT_CREATION_FAILED', 'The receipt could not be created. Please try again.');
  }
  const shipperIds = (row: Record<string, unknown>) => [row.global_shipper_id, row.shipper_id, seedOf(row)?.shipper.globalId].filter(isNumber);
  const lines: ReceiptLine[] = rows.map((row) => ({ trackingId: String(row.tracking_id).trim(), toName: String(row.to_name ?? ''), toPostcode: String(row.to_postcode ?? ''), pricing: null }));
  const names = [...new Set(rows.map((row) => String(row.from_name ?? '').trim() || seedOf(row)?.shipper.name || '').filter(Boolean))];
  const receipt = createReceipt({
    country: who.country,
    dpId: who.account.dp.id,
    kind: 'SEND',
    shipperName: names.join(', ') || seedShippers(who.country)[0]?.name || '',
    lines,
    failGenerationOnce: rows.some((row) => shipperIds(row).some((id) => isRetryReceiptsShipper(who.country, id))),
  });
  return ok({ id: receipt.id });
});

function findReceipt(request: Request, params: { receiptId: string }) {
  const who = caller(request, params);
  if (who.response) return { response: who.response };
  const id = Number(params.receiptId);
  const receipt = sim.receipts.get(id) ?? (Number.isInteger(id) ? adoptReceipt(who.country, who.account.dp.id, id) : null);
  if (!receipt || receipt.country !== who.country || receipt.dpId !== who.account.dp.id) return { response: notFoundReceipt() };
  return { receipt };
}

export const getReceipt = countryHttp.get('/2.0/receipts/{receiptId}', ({ request, params, query }) => {
  const found = findReceipt(request, params);
  if (found.response) return found.response;
  const size = sizeOf(query.get('size'));
  if (!size) return badRequest('size must be A4 or A6.');
  if (!found.receipt.generated) return notFoundReceipt();
  return ok<{ receipts: ReceiptDocument[] }>({ receipts: [receiptDocument(request, found.receipt, size)] });
});

export const generateReceipt = countryHttp.post('/2.0/receipts/{receiptId}', async ({ request, params }) => {
  const found = findReceipt(request, params);
  if (found.response) return found.response;
  const { receipt } = found;
  const body = await jsonBody(request);
  const size = sizeOf(body?.size);
  if (!size) return badRequest('size must be A4 or A6.');
  if (receipt.failGenerationOnce) {
    receipt.failGenerationOnce = false;
    return fail(422, MISSING_INVOICED_AMOUNT.code, MISSING_INVOICED_AMOUNT.title, MISSING_INVOICED_AMOUNT.message);
  }
  receipt.generated = true;
  return ok<{ receipts: ReceiptDocument[] }>({ receipts: [receiptDocument(request, receipt, size)] });
});
