import { downloadBlob } from './download';

// A plain decimal number, negative ones included ('-8.00', '-8'): a spreadsheet reads it as a number and runs nothing.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
// What a spreadsheet may run: a cell that starts with = + - @, tab or carriage return.
const FORMULA_FIRST = '[=+\\-@\\t\\r]';
const FORMULA_START = new RegExp(`^${FORMULA_FIRST}`);
// The same, at a given place of a longer text (lastIndex), without cutting the cell out first.
const FORMULA_AT = new RegExp(FORMULA_FIRST, 'y');

/**
 * CSV for operators' spreadsheets: a cell a spreadsheet would read as a formula (= + - @, tab or carriage return
 * first) gets a leading apostrophe, so an exported id cannot run anything when opened. A plain decimal number stays
 * a number (a shortfall of -8.00 must add up); anything more after a minus ('-1+2') is a formula and is neutralised.
 */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * Rows (header first) as CSV with CRLF line ends, through papaparse (loaded here, on the first export, so no page
 * carries it before then); quoting as spreadsheets expect, formulas neutralised.
 */
export async function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): Promise<string> {
  const { unparse } = await import('papaparse');
  return `${unparse(rows.map((r) => r.map(neutraliseCell)), { newline: '\r\n', quotes: false })}\r\n`;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;
// The end of a cell: a comma or a line end.
const CELL_END = /[,\r\n]/g;

/** Where the cell from `from` ends: its comma or line end, or the text's end. */
function cellEnd(text: string, from: number): number {
  CELL_END.lastIndex = from;
  return CELL_END.test(text) ? CELL_END.lastIndex - 1 : text.length;
}

/**
 * CSV written elsewhere (a server's report) with every cell through the same rule as `toCsv` (`neutraliseCell`):
 * an apostrophe goes in front of a cell a spreadsheet would run, inside its quotes if it has them; every other byte
 * stays as it came (quoting, line ends, the columns). One pass over the text and no rows built: reading the report
 * into rows and writing it again took six times as long.
 */
export function neutraliseCsvText(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  // A byte-order mark is not part of the first cell.
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  while (i < text.length) {
    const quoted = text.charCodeAt(i) === QUOTE;
    const start = quoted ? i + 1 : i;
    // Only a cell that starts like a formula is read whole and asked about.
    FORMULA_AT.lastIndex = start;
    const mayRun = FORMULA_AT.test(text);
    let end: number;
    let value = '';
    if (quoted) {
      // The closing quote is one not doubled; an unclosed quote runs to the end, as a spreadsheet reads it.
      let close = start;
      for (;;) {
        close = text.indexOf('"', close);
        if (close < 0 || text.charCodeAt(close + 1) !== QUOTE) break;
        close += 2;
      }
      const closed = close < 0 ? text.length : close;
      if (mayRun) value = text.slice(start, closed).replaceAll('""', '"');
      end = cellEnd(text, Math.min(text.length, closed + 1));
    } else {
      end = cellEnd(text, i);
      if (mayRun) value = text.slice(start, end);
    }
    if (value !== '' && neutraliseCell(value) !== value) {
      parts.push(text.slice(copied, start), "'");
      copied = start;
    }
    const next = text.charCodeAt(end);
    i = end + (next === CR && text.charCodeAt(end + 1) === LF ? 2 : 1);
  }
  parts.push(text.slice(copied));
  return parts.join('');
}

/** Saves rows as a CSV file; the byte-order mark lets spreadsheet programs read UTF-8 names. */
export async function downloadCsv(fileName: string, rows: ReadonlyArray<ReadonlyArray<string>>): Promise<void> {
  downloadBlob(fileName, new Blob([`\uFEFF${await toCsv(rows)}`], { type: 'text/csv;charset=utf-8' }));
}

/** Saves CSV written elsewhere (a server's report) as a file, its cells through the same rule as the portal's own. */
export function downloadCsvText(fileName: string, text: string): void {
  downloadBlob(fileName, new Blob([neutraliseCsvText(text)], { type: 'text/csv;charset=utf-8' }));
}
