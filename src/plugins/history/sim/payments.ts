/**
 * The simulated server's payments, made from its parcels: the cash collected for each COD parcel a customer took
 * (when it was completed) and the counter fees of each post and pack order (when it was created). Payments older
 * than two days are settled. Newest first.
 */
import type { CountryCode } from '@kernel';
import type { PaymentRow } from '../api/types';
import { parcelsOf, simNow } from './parcels';

const cache = new Map<CountryCode, PaymentRow[]>();
const HOUR = 3_600_000;

export function resetHistoryPayments(): void {
  cache.clear();
}

/** The fee the simulator charges a post or pack order (the same as its order details show). */
export const counterFee = (weight: number, cod: number | null) =>
  Math.round((3 + weight * 1.2) * 100) / 100 + (cod === null ? 0 : Math.round(cod * 3) / 100);

export function paymentsOf(country: CountryCode): PaymentRow[] {
  const made = cache.get(country);
  if (made) return made;
  const now = simNow();
  const list: PaymentRow[] = [];
  for (const p of parcelsOf(country)) {
    if (p.order_type === 'POST' || p.order_type === 'PACK') {
      list.push({ id: p.order_id * 10 + 1, order_id: p.order_id, tracking_id: p.tracking_id, kind: 'FEE', amount: counterFee(p.weight, p.cod_amount), paid_at: p.created_at, settled: false });
    }
    if (p.cod_amount !== null && p.status === 'completed' && p.dropped_off_at) {
      const at = Math.min(now, Date.parse(p.dropped_off_at) + (2 + (p.order_id % 30)) * HOUR);
      list.push({ id: p.order_id * 10 + 2, order_id: p.order_id, tracking_id: p.tracking_id, kind: 'COD', amount: p.cod_amount, paid_at: new Date(at).toISOString(), settled: false });
    }
  }
  for (const pay of list) pay.settled = now - Date.parse(pay.paid_at) > 2 * 24 * HOUR;
  list.sort((a, b) => (a.paid_at < b.paid_at ? 1 : a.paid_at > b.paid_at ? -1 : a.id - b.id));
  cache.set(country, list);
  return list;
}
