import { neutraliseCell, rowsToCsv } from '../../ui/csv';
import type { PortalEvent } from './types';

export { neutraliseCell };

/** Events as CSV (time, dp, user, kind, payload JSON), header first, CRLF line ends. */
export function eventsToCsv(events: PortalEvent[], header: [string, string, string, string, string]): string {
  return rowsToCsv([
    header,
    ...events.map((e) => [e.at, e.dpId === null ? '' : String(e.dpId), e.user ?? '', e.kind, JSON.stringify(e.payload)]),
  ]);
}
