// XLSX and XLS through SheetJS: the first sheet, each cell's value as shown (a formula's result, never its text).
import type { ParseResult } from './result';

export async function parseSheet(bytes: Uint8Array): Promise<ParseResult> {
  try {
    const XLSX = await import('xlsx');
    const book = XLSX.read(bytes, { type: 'array', cellFormula: false, cellHTML: false, dense: true });
    const first = book.SheetNames[0];
    const sheet = first === undefined ? undefined : book.Sheets[first];
    if (!sheet) return { ok: false, error: 'empty' };
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false });
    const text = rows.map((r) => r.map((c) => (c == null ? '' : String(c))));
    return text.length === 0 ? { ok: false, error: 'empty' } : { ok: true, rows: text };
  } catch {
    return { ok: false, error: 'excelFailed' };
  }
}
