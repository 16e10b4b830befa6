import type { PortalEvent } from './types';

/**
 * A cell a spreadsheet would read as a formula (= + - @, tab or carriage return first) gets a leading apostrophe,
 * so an exported scan cannot run anything when opened.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  const safe = neutraliseCell(value);
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Events as CSV (time, dp, user, kind, payload JSON), header first, CRLF line ends. */
export function eventsToCsv(events: PortalEvent[], header: [string, string, string, string, string]): string {
  const rows = [header.map(quote).join(',')];
  for (const e of events) {
    rows.push([e.at, e.dpId === null ? '' : String(e.dpId), e.user ?? '', e.kind, JSON.stringify(e.payload)].map(quote).join(','));
  }
  return rows.join('\r\n') + '\r\n';
}
