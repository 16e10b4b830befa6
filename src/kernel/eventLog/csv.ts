import { neutraliseCell } from '../../ui/csv';
import { plainText } from './describe';
import type { PortalEvent } from './types';

export { neutraliseCell };

/** The Activity CSV's fixed columns' titles, in the operator's language. */
export type ActivityCsvHeader = [time: string, point: string, user: string, kind: string, details: string];

/**
 * Events as CSV rows, header first, for the shared CSV writer: time, point, user, kind, the details as the page words
 * them, then one column a payload field (named by the field, in the order the fields first appear), so the raw values
 * stay in cells a spreadsheet can filter and add up; an event without a field leaves its cell empty.
 */
export function eventsToCsvRows(events: readonly PortalEvent[], header: ActivityCsvHeader, describe: (e: PortalEvent) => string): string[][] {
  const fields = [...new Set(events.flatMap((e) => Object.keys(e.payload)))];
  return [
    [...header, ...fields],
    ...events.map((e) => [
      e.at, e.dpId === null ? '' : String(e.dpId), e.user ?? '', e.kind, describe(e),
      ...fields.map((f) => (Object.hasOwn(e.payload, f) ? plainText(e.payload[f]) : '')),
    ]),
  ];
}
