/**
 * GET 1.0/tracking?q= (orders whose tracking or stamp id is the text, or starts with it: at most 10),
 * GET 1.0/orders/details/{id} and GET 1.0/orders/{id}/events. POST 1.0/drop-off-sms/resend of order details is
 * answered by the collect simulator, the endpoint's one owner, which finds history's parcels through the directory.
 */
import { badRequest, countryCaller, countryHttp, notFound, ok } from '@sim/kit';
import type { OrderDetails, TrackingMatch } from '../../api/types';
import { receiptIdOf } from '../directory';
import { eventsOf } from '../events';
import { parcelById, parcelsOf, type SimParcel } from '../parcels';
import { counterFee } from '../payments';

export const searchTracking = countryHttp.get('/1.0/tracking', ({ request, params, query }) => {
  const who = countryCaller(request, params);
  if (who.response) return who.response;
  const q = (query.get('q') ?? '').trim().toUpperCase();
  if (!q) return badRequest('q is required.');
  const ids = (p: SimParcel) => [p.tracking_id, p.stamp_id ?? ''];
  const list = parcelsOf(who.country);
  const exact = list.filter((p) => ids(p).includes(q));
  const starts = exact.length ? [] : list.filter((p) => ids(p).some((id) => id.startsWith(q)));
  const matches: TrackingMatch[] = [...exact, ...starts].slice(0, 10)
    .map((p) => ({ order_id: p.order_id, tracking_id: p.tracking_id, stamp_id: p.stamp_id, status: p.status }));
  return ok(matches);
});

function findOrder(request: Request, params: { orderId: string }) {
  const who = countryCaller(request, params);
  if (who.response) return { response: who.response };
  const parcel = parcelById(who.country, Number(params.orderId));
  if (!parcel) return { response: notFound(`Order ${params.orderId} not found.`) };
  return { parcel };
}

export const orderDetails = countryHttp.get('/1.0/orders/details/{orderId}', ({ request, params }) => {
  const found = findOrder(request, params);
  if (found.response) return found.response;
  const p = found.parcel;
  const paid = p.order_type === 'POST' || p.order_type === 'PACK';
  const delivery = counterFee(p.weight, null);
  const codFee = Math.round((counterFee(p.weight, p.cod_amount) - delivery) * 100) / 100;
  const { weight, from_name, from_contact, to_address, driver: _d, hub: _h, ...row } = p;
  const body: OrderDetails = {
    order: {
      ...row,
      weight,
      from: { name: from_name, contact: from_contact, address: null },
      to: { name: p.to_name, contact: p.to_contact, address: to_address },
      fees: paid ? { delivery_fee: delivery, insurance_fee: 0, cod_fee: codFee, tax: 0, total: counterFee(p.weight, p.cod_amount) } : null,
      receipt_id: receiptIdOf(p),
      is_shipper_prepaid: true,
    },
    warning: p.expired ? 'This parcel has stayed at the point longer than allowed. Please hand it to a driver.' : null,
  };
  return ok(body);
});

export const orderEvents = countryHttp.get('/1.0/orders/{orderId}/events', ({ request, params }) => {
  const found = findOrder(request, params);
  if (found.response) return found.response;
  return ok(eventsOf(found.parcel));
});
