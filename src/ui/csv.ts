import { downloadBlob } from './download';

// A plain decimal number, negative ones included ('-8.00', '-8'): a spreadsheet reads it as a number and runs nothing.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * CSV for operators' spreadsheets: a cell a spreadsheet would read as a formula (= + - @, tab or carriage return
 * first) gets a leading apostrophe, so an exported id cannot run anything when opened. A plain decimal number stays
 * a number (a shortfall of -8.00 must add up); anything more after a minus ('-1+2') is a formula and is neutralised.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * Rows (header first) as CSV with CRLF line ends, through papaparse (loaded here, on the first export, so no page
 * carries it before then); quoting as spreadsheets expect, formulas neutralised.
 */
export async function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): Promise<string> {
  const { unparse } = await import('papaparse');
  return `${unparse(rows.map((r) => r.map(neutraliseCell)), { newline: '\r\n', quotes: false })}\r\n`;
}

/** Saves rows as a CSV file; the byte-order mark lets spreadsheet programs read UTF-8 names. */
export async function downloadCsv(fileName: string, rows: ReadonlyArray<ReadonlyArray<string>>): Promise<void> {
  downloadBlob(fileName, new Blob([`\uFEFF${await toCsv(rows)}`], { type: 'text/csv;charset=utf-8' }));
}
