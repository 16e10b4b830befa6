/**
 * Lodge-in: POST 1.2/reservations/send?notify_shipper= starts it, GET 1.0/lodge-in/{id} reports PROCESSING for two
 * polls and then PROCESSED. NV{CC}FAIL0001 fails ('Parcel already lodged in at another point'); a lodge-in that
 * includes NV{CC}SLOW0001 stays PROCESSING for ever. A start with an idempotency key is carried out once per key: the
 * same key again answers the same status id and lodges nothing more (a queue sending again after a lost answer).
 */
import { badRequest, jsonBody, notFound, ok } from '@sim/kit';
import type { LodgeInStarted, LodgeInStatus } from '../../api/types';
import { LODGE_IN_FAILURE_MESSAGE, seedOrders } from '../seeds/parcels';
import { next, sim } from '../state';
import { bulkSendBehaviour } from '../bulk';
import { idempotent } from '../idempotency';
import { caller, countryHttp, isObject, isText } from './common';

export const LODGE_IN_POLLS_BEFORE_DONE = 2;

export const startLodgeIn = countryHttp.post('/1.2/reservations/send', idempotent(async ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const body = await jsonBody(request);
  if (!body || !Array.isArray(body.reservations) || body.reservations.length === 0) {
    return badRequest('reservations must be a non-empty list of { trackingId }.');
  }
  const sendParcels = new Set(seedOrders(who.country).filter((o) => o.type === 'SEND').map((o) => o.trackingId));
  const trackingIds: string[] = [];
  for (const item of body.reservations) {
    if (!isObject(item) || !isText(item.trackingId)) return badRequest('Each reservation needs a trackingId.');
    const id = item.trackingId.trim().toUpperCase();
    if (!sendParcels.has(id) && !bulkSendBehaviour(who.country, id)) return badRequest(`${item.trackingId} is not a parcel that can be lodged in at this point.`);
    if (!trackingIds.includes(id)) trackingIds.push(id);
  }
  const id = next('lodgeIn');
  sim.lodgeIns.set(id, { id, country: who.country, dpId: who.account.dp.id, trackingIds, polls: 0 });
  return ok<LodgeInStarted>({ statusId: id });
}));

export const lodgeInStatus = countryHttp.get('/1.0/lodge-in/{statusId}', ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const record = sim.lodgeIns.get(Number(params.statusId));
  if (!record || record.country !== who.country || record.dpId !== who.account.dp.id) return notFound(`No lodge-in ${params.statusId}.`);
  record.polls += 1;
  const seeds = seedOrders(who.country);
  const behaviour = (id: string) => seeds.find((o) => o.trackingId === id)?.lodgeIn ?? bulkSendBehaviour(who.country, id) ?? 'ok';
  const base = { id: record.id, dpId: record.dpId };
  if (record.polls <= LODGE_IN_POLLS_BEFORE_DONE || record.trackingIds.some((id) => behaviour(id) === 'slow')) {
    return ok<LodgeInStatus>({ ...base, status: 'PROCESSING', successfulOrders: [], failedOrders: [] });
  }
  return ok<LodgeInStatus>({
    ...base,
    status: 'PROCESSED',
    successfulOrders: record.trackingIds.filter((id) => behaviour(id) !== 'fail'),
    failedOrders: record.trackingIds.filter((id) => behaviour(id) === 'fail').map((barcode) => ({ barcode, errorMessage: LODGE_IN_FAILURE_MESSAGE })),
  });
});
