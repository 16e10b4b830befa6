/**
 * How the simulated server reads the list query of 1.2/reservations/parcel and of the parcel report: the day range
 * in the country's offset, the text, the group filters (`filter`) and the store, delivery and status filters
 * (`additional_filter`). A filter it does not know is refused, as a strict server would.
 */
import { countryDayStart, isDayString, type CountryCode } from '@kernel';
import { simOffset } from '@sim/kit';
import { isGroup, isParcelStatus, isStoreFilter } from '../model/statuses';
import type { SimParcel } from './parcels';

const DAY = 86_400_000;
const DELIVERY = new Set(['STANDARD', 'NEXTDAY', 'NEXT_DAY', 'EXPRESS']);

export type ListQuery = { match: (p: SimParcel) => boolean; error?: undefined } | { error: string; match?: undefined };

export function readListQuery(params: URLSearchParams, country: CountryCode): ListQuery {
  const from = params.get('from_date') ?? '';
  const to = params.get('to_date') ?? '';
  if (!isDayString(from) || !isDayString(to)) return { error: 'from_date and to_date must be days written YYYY-MM-DD.' };
  const offset = simOffset(country);
  const start = countryDayStart(from, offset).getTime();
  const end = countryDayStart(to, offset).getTime() + DAY;
  const text = (params.get('query') ?? '').trim().toLowerCase();
  const groups = params.getAll('filter').filter((g) => g !== 'default');
  const extras = params.getAll('additional_filter');
  if (groups.some((g) => !isGroup(g))) return { error: `Unknown filter ${groups.join(',')}.` };
  const unknown = extras.find((f) => !isStoreFilter(f) && !DELIVERY.has(f) && !isParcelStatus(f));
  if (unknown) return { error: `Unknown additional_filter ${unknown}.` };
  const store = extras.filter(isStoreFilter);
  const delivery = extras.filter((f) => DELIVERY.has(f)).map((f) => (f === 'NEXT_DAY' ? 'NEXTDAY' : f));
  const statuses = extras.filter(isParcelStatus);
  // A phone number is digits with a plus, spaces or dashes; text with letters is not searched in phone numbers.
  const digits = /^[+\d\s-]+$/.test(text) ? text.replace(/[^0-9]/g, '') : '';

  const match = (p: SimParcel): boolean => {
    const at = Date.parse(p.created_at);
    if (at < start || at >= end) return false;
    if (groups.length && !groups.includes(p.group)) return false;
    if (delivery.length && !delivery.includes(p.delivery_type)) return false;
    if (statuses.length && !statuses.includes(p.status)) return false;
    // Store filters of one kind widen each other (in store or not: all); across kinds they narrow.
    const place = store.filter((s) => s === 'in_store' || s === 'not_in_store');
    if (place.length === 1 && (place[0] === 'in_store') !== p.in_store) return false;
    const age = store.filter((s) => s === 'expired' || s === 'not_expired');
    if (age.length === 1 && (age[0] === 'expired') !== p.expired) return false;
    if (text) {
      const inText = [p.tracking_id, p.stamp_id ?? '', p.to_name, p.shipper_name].some((v) => v.toLowerCase().includes(text));
      const inPhone = digits.length >= 4 && p.to_contact.replace(/[^0-9]/g, '').includes(digits);
      if (!inText && !inPhone) return false;
    }
    return true;
  };
  return { match };
}
