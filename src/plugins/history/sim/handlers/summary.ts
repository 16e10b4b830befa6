/** GET 2.0/dps/{id}/summary: today's figures at the point, today in the country's offset. */
import { countryDay, type CountryCode } from '@kernel';
import { countryCaller, countryHttp, fail, ok, simOffset } from '@sim/kit';
import type { PointSummary } from '../../api/types';
import { parcelsOf, simNow } from '../parcels';

export function summaryOf(country: CountryCode): PointSummary {
  const offset = simOffset(country);
  const today = countryDay(simNow(), offset);
  const isToday = (iso: string | null) => iso !== null && countryDay(iso, offset) === today;
  const s: PointSummary = { today: { dropped_off: 0, collected: 0, handed_to_driver: 0, received_from_driver: 0 }, in_store: 0, expired: 0, pending_pickup: 0 };
  for (const p of parcelsOf(country)) {
    if (isToday(p.dropped_off_at)) {
      s.today.dropped_off += 1;
      if (p.order_type === 'RETURN') s.today.received_from_driver += 1;
      if (p.status === 'en_route_to_sorting_hub') s.today.handed_to_driver += 1;
      if (p.status === 'completed') s.today.collected += 1;
    }
    if (p.in_store) s.in_store += 1;
    if (p.expired) s.expired += 1;
    if (p.status === 'pending_pickup_at_distribution_point') s.pending_pickup += 1;
  }
  return s;
}

export const pointSummary = countryHttp.get('/2.0/dps/{dpId}/summary', ({ request, params }) => {
  const who = countryCaller(request, params);
  if (who.response) return who.response;
  if (Number(params.dpId) !== who.account.dp.id) return fail(403, 'FORBIDDEN', 'FORBIDDEN', 'This is not your point.');
  return ok(summaryOf(who.country));
});
