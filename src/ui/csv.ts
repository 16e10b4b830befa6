import { downloadBlob } from './download';

/**
 * CSV for operators' spreadsheets: a cell a spreadsheet would read as a formula (= + - @, tab or carriage return
 * first) gets a leading apostrophe, so an exported id cannot run anything when opened.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(value: string): string {
  const safe = neutraliseCell(value);
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows (header first) as CSV with CRLF line ends. */
export function rowsToCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return rows.map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n';
}

/** Saves CSV text as a file; the byte-order mark lets spreadsheet programs read UTF-8 names. */
export function downloadCsv(fileName: string, csv: string): void {
  downloadBlob(fileName, new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' }));
}
