/**
 * GET 1.0/payments-summary?dp_id=: today's takings (the country's day) and what is still in the till, from the same
 * payments the payment list answers, so the two agree.
 */
import { countryDay, type CountryCode } from '@kernel';
import { countryCaller, countryHttp, fail, ok, simOffset } from '@sim/kit';
import type { PaymentsSummary } from '../../api/types';
import { simNow } from '../parcels';
import { paymentsOf } from '../payments';

const cents = (n: number) => Math.round(n * 100) / 100;

export function paymentsSummaryOf(country: CountryCode): PaymentsSummary {
  const offset = simOffset(country);
  const today = countryDay(simNow(), offset);
  const s: PaymentsSummary = { today: { count: 0, cod_amount: 0, fee_amount: 0 }, unsettled: { count: 0, amount: 0, oldest_paid_at: null } };
  for (const p of paymentsOf(country)) {
    if (countryDay(p.paid_at, offset) === today) {
      s.today.count += 1;
      if (p.kind === 'COD') s.today.cod_amount += p.amount;
      else s.today.fee_amount += p.amount;
    }
    if (!p.settled) {
      s.unsettled.count += 1;
      s.unsettled.amount += p.amount;
      // Newest first: the last unsettled one met is the oldest.
      s.unsettled.oldest_paid_at = p.paid_at;
    }
  }
  s.today.cod_amount = cents(s.today.cod_amount);
  s.today.fee_amount = cents(s.today.fee_amount);
  s.unsettled.amount = cents(s.unsettled.amount);
  return s;
}

export const paymentsSummary = countryHttp.get('/1.0/payments-summary', ({ request, params, query }) => {
  const who = countryCaller(request, params);
  if (who.response) return who.response;
  const dpId: string | null = query.get('dp_id');
  if (dpId !== null && Number(dpId) !== who.account.dp.id) return fail(403, 'FORBIDDEN', 'FORBIDDEN', 'This is not your point.');
  return ok(paymentsSummaryOf(who.country));
});
