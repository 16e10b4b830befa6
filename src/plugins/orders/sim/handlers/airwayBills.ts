/**
 * Air waybills: POST 2.0/airway-bills { tracking_ids, hide_shipper_details, size } answers a task uuid; GET
 * 2.0/airway-bills/{task_uuid} answers 202 with no body on the first poll, then the PDF. An order whose recipient
 * is named 'Print Fail' makes the request fail with 500 'Airway bill generation failed' (the print-failed path).
 */
import { allAccounts, badRequest, fail, jsonBody, notFound, ok } from '@sim/kit';
import type { AwbSize, AwbTask } from '../../api/types';
import { findOrder, type OrderView } from '../orders';
import { airwayBillPdf } from '../pdf/airwayBillPdf';
import { next, sim } from '../state';
import { accepted, bytesResponse, caller, countryHttp, isText } from './common';

export const PRINT_FAIL_NAME = 'Print Fail';
export const AWB_SIZES: readonly AwbSize[] = ['A4', 'A6', 'PAPERANG'];
const MAX_LABELS = 100;

export const requestAirwayBill = countryHttp.post('/2.0/airway-bills', async ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const body = await jsonBody(request);
  if (!body || !Array.isArray(body.tracking_ids) || body.tracking_ids.length === 0) return badRequest('tracking_ids must be a non-empty list.');
  if (body.tracking_ids.length > MAX_LABELS) return badRequest(`At most ${MAX_LABELS} air waybills can be printed at once.`);
  const size = body.size ?? 'A4';
  if (!AWB_SIZES.includes(size as AwbSize)) return badRequest('size must be A4, A6 or PAPERANG.');
  const orders: OrderView[] = [];
  for (const id of body.tracking_ids) {
    const order = isText(id) ? findOrder(who.country, id) : null;
    if (!order) return badRequest(`Tracking ID ${String(id)} was not found.`);
    orders.push(order);
  }
  if (orders.some((o) => o.to.name === PRINT_FAIL_NAME)) return fail(500, 'AWB_GENERATION_FAILED', 'AWB_GENERATION_FAILED', 'Airway bill generation failed');
  const n = next('awb');
  const uuid = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  sim.awbs.set(uuid, {
    uuid,
    country: who.country,
    dpId: who.account.dp.id,
    trackingIds: orders.map((o) => o.trackingId),
    size: size as AwbSize,
    hideShipper: body.hide_shipper_details === 1 || body.hide_shipper_details === true,
    polls: 0,
  });
  return ok<AwbTask>({ task_uuid: uuid });
});

export const fetchAirwayBill = countryHttp.get('/2.0/airway-bills/{taskUuid}', ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const task = sim.awbs.get(params.taskUuid);
  if (!task || task.country !== who.country || task.dpId !== who.account.dp.id) return notFound(`No air waybill task ${params.taskUuid}.`);
  task.polls += 1;
  if (task.polls === 1) return accepted();
  const orders = task.trackingIds.map((id) => findOrder(task.country, id)).filter((o): o is OrderView => o !== null);
  const point = allAccounts().find((a) => a.dp.id === task.dpId)?.dp ?? null;
  return bytesResponse(airwayBillPdf({ country: task.country, orders, size: task.size, hideShipper: task.hideShipper, point, at: Date.now() }), 'application/pdf');
});
