import { neutraliseCell } from '../../ui/csv';
import type { PortalEvent } from './types';

export { neutraliseCell };

/** Events as CSV rows (time, dp, user, kind, payload JSON), header first, for the shared CSV writer. */
export function eventsToCsvRows(events: PortalEvent[], header: [string, string, string, string, string]): string[][] {
  return [header, ...events.map((e) => [e.at, e.dpId === null ? '' : String(e.dpId), e.user ?? '', e.kind, JSON.stringify(e.payload)])];
}
