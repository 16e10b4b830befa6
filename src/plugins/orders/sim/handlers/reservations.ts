/**
 * Order creation: POST 1.2/reservations/post?is_draft=&is_bulk= and POST 1.0/reservations/pack?is_manual_pack=.
 * A malformed request is a 400; otherwise every reservation gets an outcome, in request order: a reservation with
 * its barcode and pricing, or an error (used or duplicate stamp id, used pack id, the seeded 'Fail Me' recipient,
 * the seeded price failure, a validation message). A receipt and two async tasks come with at least one success.
 * An Idempotency-Key makes a repeat of a request answer what the first did (idempotency.ts).
 */
import type { CountryCode } from '@kernel';
import { badRequest, fail, jsonBody, ok, type CountryData, type SimAccount, type SimError, type SimResponse } from '@sim/kit';
import type { RecipientWire, ReservationOutcome, ReservationResponse, SenderWire, Shipper } from '../../api/types';
import { normalId, STAMP_USED } from '../ids';
import { findOrder } from '../orders';
import { isPriceFailurePostcode, PRICE_FAILED_MESSAGE, priceOf } from '../pricing';
import { checkReservation, type CheckedReservation } from '../reservationRules';
import { createReceipt, MISSING_INVOICED_AMOUNT, receiptUrl } from '../receipts';
import { isPackUsed, isStampUsed } from '../stamps';
import { countryKey, next, sim, type CreatedOrder, type ReceiptLine } from '../state';
import { createTask } from '../tasks';
import { bulkFirstAsk } from '../bulk';
import { idempotent } from '../idempotency';
import { caller, countryHttp, flag, isNumber, isObject } from './common';
import { findShipper, isRetryReceiptsShipper } from '@sim/kit';

export const MAX_RESERVATIONS = 100;
/** The seeded recipient whose address cannot be verified: the UI shows a failed parcel and can retry it. */
export const FAIL_ME_NAME = 'Fail Me';

type Kind = 'POST' | 'PACK';

function error(message: string, stampId: string, code: number | string): ReservationOutcome {
  return { error: { message, stamp_id: stampId || null, code }, error_details: { error: { message } } };
}

/** The request-level checks; a response when the whole request is refused. */
function requestShipper(body: Record<string, unknown> | null, account: SimAccount, country: CountryCode): { shipper: Shipper; reservations: unknown[] } | SimError {
  if (!body || !Array.isArray(body.reservations)) return badRequest('The request must be a JSON object with a list of reservations.');
  if (body.reservations.length === 0) return badRequest('reservations must not be empty.');
  if (body.reservations.length > MAX_RESERVATIONS) {
    return fail(400, 'BR_EXCEEDED_MAX_BULK_RESERVATION', 'BR_EXCEEDED_MAX_BULK_RESERVATION', 'You can only upload up to 100 orders in one file.');
  }
  if (!isNumber(body.dp_id)) return badRequest('dp_id is required.');
  if (body.dp_id !== account.dp.id) return badRequest(`dp_id ${body.dp_id} is not this account's point.`);
  if (body.global_shipper_id == null && body.shipper_id == null) return badRequest('Shipper id is missing.');
  const byGlobal = body.global_shipper_id == null ? undefined : findShipper(country, body.global_shipper_id);
  const byLegacy = body.shipper_id == null ? undefined : findShipper(country, body.shipper_id);
  const shipper = byGlobal ?? byLegacy;
  if (!shipper || (body.global_shipper_id != null && byGlobal?.globalId !== body.global_shipper_id) || (byGlobal && byLegacy && byGlobal !== byLegacy)) {
    return badRequest('Unknown shipper: shipper_id and global_shipper_id must name a shipper of this country.');
  }
  return { shipper, reservations: body.reservations };
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const coordinate = (v: unknown) => (isNumber(v) ? v : null);

function recipientWire(r: Record<string, unknown>, country: CountryCode): RecipientWire {
  return {
    address1: text(r.address1), address2: text(r.address2), city: text(r.city), contact: text(r.contact),
    country: text(r.country) || country.toUpperCase(), email: text(r.email), latitude: coordinate(r.latitude), longitude: coordinate(r.longitude),
    locality: text(r.locality), name: text(r.name), postcode: text(r.postcode), state: text(r.state),
    consignee_info_id: isNumber(r.consignee_info_id) ? r.consignee_info_id : null,
  };
}

function senderWire(s: unknown): SenderWire | null {
  if (!isObject(s) || !text(s.name)) return null;
  return {
    address1: text(s.address1), address2: text(s.address2), city: text(s.city), contact: text(s.contact), country: text(s.country),
    email: text(s.email), latitude: coordinate(s.latitude), longitude: coordinate(s.longitude), name: text(s.name), postcode: text(s.postcode),
  };
}

function create(kind: Kind) {
  return async ({ request, params }: { request: Request; params: object }): Promise<SimResponse<CountryData<'/1.2/reservations/post', 'post'>>> => {
    const who = caller(request, params);
    if (who.response) return who.response;
    const { country, account } = who;
    // Post and pack bodies differ; the checks below read either as plain JSON.
    const body = await jsonBody<Record<string, unknown>>(request);
    const checked = requestShipper(body, account, country);
    if (checked instanceof Response) return checked;
    const { shipper, reservations } = checked;
    const isDraft = flag(request, 'is_draft') || body?.is_draft === true;
    const ctx = { country, account, shipper, kind, manualPack: flag(request, 'is_manual_pack') };
    const results = reservations.map((r) => checkReservation(r, ctx));
    const count = (pick: (c: CheckedReservation) => string) => {
      const seen = new Map<string, number>();
      for (const c of results) if (!('problem' in c) && pick(c)) seen.set(normalId(pick(c)), (seen.get(normalId(pick(c))) ?? 0) + 1);
      return seen;
    };
    const stampCounts = count((c) => c.stampId);
    const packCounts = count((c) => c.packId);

    const created: CreatedOrder[] = [];
    const outcomes: ReservationOutcome[] = results.map((c, i) => {
      if ('problem' in c) {
        const raw = reservations[i];
        return error(c.problem, isObject(raw) ? text(raw.stamp_id) : '', 'VALIDATION_ERROR');
      }
      const stampId = c.stampId;
      if (stampId && (stampCounts.get(normalId(stampId)) ?? 0) > 1) return error('Duplicate StampIds detected', stampId, 'DUPLICATE_STAMP_ID');
      if (stampId && isStampUsed(country, stampId)) return error(STAMP_USED.message, stampId, STAMP_USED.code);
      if (c.packId && (packCounts.get(c.packId) ?? 0) > 1) return error('Duplicate pack IDs detected', stampId, 'DUPLICATE_PACK_ID');
      if (c.packId && (isPackUsed(country, c.packId) || findOrder(country, c.packId))) return error('Pack ID already used', stampId, 'CONFLICT_PACK_ID_USED');
      if (text(c.recipient.name) === FAIL_ME_NAME) return error('Recipient address could not be verified', stampId, 'ADDRESS_NOT_VERIFIED');
      if (isPriceFailurePostcode(c.recipient.postcode)) return error(PRICE_FAILED_MESSAGE, stampId, 'PRICE_FAILED');
      const pricing = priceOf(country, { deliveryType: c.deliveryType, weight: c.weight, insuredValue: c.insuredValue, codValue: c.codValue });
      if (isDraft) return { reservation: { barcode: '', stamp_id: stampId, pricing_info: pricing } };
      const trackingId = kind === 'PACK' ? c.packId : `NV${country.toUpperCase()}P${String(next('barcode')).padStart(7, '0')}`;
      const order: CreatedOrder = {
        id: next('order'), country, dpId: account.dp.id, trackingId, type: kind, stampId: stampId || null, packId: c.packId || null,
        shipper, recipient: recipientWire(c.recipient, country), sender: senderWire(c.raw.sender), weight: c.weight,
        deliveryType: c.deliveryType, codValue: c.codValue > 0 ? c.codValue : null, insuredValue: c.insuredValue, pricing,
      };
      sim.orders.set(countryKey(country, trackingId), order);
      if (stampId) sim.usedStamps.add(countryKey(country, stampId));
      if (c.packId) sim.usedPacks.add(countryKey(country, c.packId));
      created.push(order);
      return { reservation: { barcode: trackingId, stamp_id: stampId, pricing_info: pricing } };
    });

    const answer: ReservationResponse = { reservations: outcomes, receipt: null, order_create_async_request_id: null, receipt_generation_async_request_id: null };
    if (created.length > 0) {
      const lines: ReceiptLine[] = created.map((o) => ({ trackingId: o.trackingId, toName: o.recipient.name, toPostcode: o.recipient.postcode, pricing: o.pricing }));
      const retry = isRetryReceiptsShipper(country, shipper.globalId);
      const receipt = createReceipt({ country, dpId: account.dp.id, kind, shipperName: shipper.name, lines, failGenerationOnce: retry });
      const url = receiptUrl(request, receipt, 'A4');
      answer.receipt = { id: receipt.id, url };
      const payload = JSON.stringify({ dp_id: account.dp.id, global_shipper_id: shipper.globalId, reservations: reservations.length });
      answer.order_create_async_request_id = createTask(country, {
        status: 'SUCCEEDED',
        responseMessage: JSON.stringify({ tracking_ids: created.map((o) => o.trackingId) }),
        requestPayload: payload,
        subRequests: created.map((o) => ({ status: 'SUCCESS', message: o.trackingId })),
      });
      // The Retry Receipts shipper's receipt is not generated in the background: the portal generates it itself and
      // meets the one-time 137027 there.
      answer.receipt_generation_async_request_id = createTask(
        country,
        retry
          ? { status: 'FAILED', responseMessage: JSON.stringify({ error: MISSING_INVOICED_AMOUNT }), requestPayload: payload, subRequests: [{ status: 'ERROR', message: MISSING_INVOICED_AMOUNT.message }] }
          : { status: 'SUCCEEDED', responseMessage: JSON.stringify({ receipt_id: receipt.id, url }), requestPayload: payload, subRequests: [{ status: 'SUCCESS', message: null }] },
        retry ? null : receipt.id,
      );
    }
    return ok(answer);
  };
}

// Both honour an Idempotency-Key (a retry after a lost answer creates nothing more); bulk's seeded faults are post's.
export const createPostOrders = countryHttp.post('/1.2/reservations/post', idempotent(create('POST'), bulkFirstAsk));
export const createPackOrders = countryHttp.post('/1.0/reservations/pack', idempotent(create('PACK')));
