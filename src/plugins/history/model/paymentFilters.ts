/**
 * The payment overview's filters: days, text and kind, kept in the URL like the history list's, and the query of
 * GET 1.2/reservations/payment (one `filter` per kind, none for every kind) and of the payment report.
 */
import { isDayString, type DayString } from '@kernel';
import type { PaymentKind } from '../api/types';
import { defaultFilters, PAGE_SIZE } from './filters';

export const PAYMENT_KINDS: readonly PaymentKind[] = ['COD', 'FEE'];

export interface PaymentFilters {
  from: DayString;
  to: DayString;
  query: string;
  kinds: PaymentKind[];
  page: number;
}

export function defaultPaymentFilters(today: DayString): PaymentFilters {
  const { from, to } = defaultFilters(today);
  return { from, to, query: '', kinds: [], page: 1 };
}

export function paymentFiltersFromUrl(search: URLSearchParams, today: DayString): PaymentFilters {
  const base = defaultPaymentFilters(today);
  const day = (key: string, fallback: DayString) => {
    const v = search.get(key);
    return v && isDayString(v) ? v : fallback;
  };
  let from = day('from', base.from);
  let to = day('to', base.to);
  if (from > to) [from, to] = [to, from];
  const wanted = new Set((search.get('kind') ?? '').split(','));
  const page = Number(search.get('page'));
  return {
    from, to,
    query: (search.get('query') ?? '').trim().slice(0, 255),
    kinds: PAYMENT_KINDS.filter((k) => wanted.has(k)),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function paymentFiltersToUrl(f: PaymentFilters, today: DayString): Record<string, string> {
  const base = defaultPaymentFilters(today);
  const out: Record<string, string> = {};
  if (f.from !== base.from || f.to !== base.to) Object.assign(out, { from: f.from, to: f.to });
  if (f.query) out.query = f.query;
  if (f.kinds.length) out.kind = f.kinds.join(',');
  if (f.page > 1) out.page = String(f.page);
  return out;
}

export function paymentFiltersToApi(f: PaymentFilters, paged = true): URLSearchParams {
  const p = new URLSearchParams({ from_date: f.from, to_date: f.to });
  if (f.query) p.set('query', f.query);
  for (const k of f.kinds) p.append('filter', k);
  if (paged) {
    p.set('page', String(f.page));
    p.set('page_size', String(PAGE_SIZE));
  }
  return p;
}
