/**
 * What an analytics page shows, as its URL keeps it (the shared useUrlState): the month range, and on the shipper
 * page the category and the shipper. Only what differs from the default is written, so a plain link stays short;
 * a range the page would refuse, an unknown category or a shipper id that is not a whole number reads as the
 * default (an old or hand-edited link still opens a page that works). Pure.
 */
import { SHIPPER_CATEGORIES, type MonthString, type ShipperCategory } from '../api/types';
import { defaultRange, rangeProblem, sameRange, type MonthRange } from './range';

export interface AnalyticsChoice {
  range: MonthRange;
  category: ShipperCategory;
  /** The shipper picked; null for the first of the list. */
  shipper: number | null;
}

export const CHOICE_KEYS = { from: 'from', to: 'to', category: 'category', shipper: 'shipper' } as const;

export function choiceFromUrl(search: URLSearchParams, current: MonthString): AnalyticsChoice {
  const from = search.get(CHOICE_KEYS.from) ?? '';
  const to = search.get(CHOICE_KEYS.to) ?? '';
  const category = search.get(CHOICE_KEYS.category) ?? '';
  const shipper = Number(search.get(CHOICE_KEYS.shipper) ?? '');
  return {
    range: rangeProblem(from, to, current) === null ? { from, to } : defaultRange(current),
    category: (SHIPPER_CATEGORIES as readonly string[]).includes(category) ? (category as ShipperCategory) : 'total_volume',
    shipper: Number.isInteger(shipper) && shipper > 0 ? shipper : null,
  };
}

/** The range alone as the URL keeps it: what the link to the sister page carries, so it opens on the same months. */
export function rangeToUrl(range: MonthRange, current: MonthString): Record<string, string> {
  return sameRange(range, defaultRange(current)) ? {} : { [CHOICE_KEYS.from]: range.from, [CHOICE_KEYS.to]: range.to };
}

export function choiceToUrl(choice: AnalyticsChoice, current: MonthString): Record<string, string> {
  const out: Record<string, string> = rangeToUrl(choice.range, current);
  if (choice.category !== 'total_volume') out[CHOICE_KEYS.category] = choice.category;
  if (choice.shipper !== null) out[CHOICE_KEYS.shipper] = String(choice.shipper);
  return out;
}
