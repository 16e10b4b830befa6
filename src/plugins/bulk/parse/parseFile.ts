/**
 * Reading a bulk file into rows of text cells, without React or the DOM: the Web Worker runs it, and tests call it
 * directly. CSV through papaparse (UTF-8 with or without a byte-order mark, `,` or `;`, CRLF, quoted newlines);
 * XLSX and XLS through SheetJS, first sheet, each cell's value as shown (a formula's result, never its text).
 */
import { extensionOf, type FileError } from '../model/fileErrors';

export type ParseResult = { ok: true; rows: string[][] } | { ok: false; error: FileError };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);

/** A text file has no NUL byte in its first kilobytes (UTF-16 and binaries do). */
function looksLikeText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 4096).includes(0);
}

export async function parseCsv(text: string): Promise<ParseResult> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') return { ok: false, error: 'empty' };
  const { parse } = await import('papaparse');
  const parsed = parse<string[]>(body, { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: 'greedy' });
  // One-column files have no delimiter to find: that is not an error.
  if (parsed.errors.some((e) => e.type !== 'Delimiter')) return { ok: false, error: 'invalidCsv' };
  return { ok: true, rows: parsed.data.map((r) => r.map((c) => String(c))) };
}

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

export async function parseFile(name: string, buffer: ArrayBuffer): Promise<ParseResult> {
  const ext = extensionOf(name);
  if (!ext) return { ok: false, error: 'wrongFormat' };
  const bytes = new Uint8Array(buffer);
  if (bytes.length === 0) return { ok: false, error: 'empty' };
  const isSheet = startsWith(bytes, ZIP) || startsWith(bytes, OLE);
  if (ext === 'csv') {
    if (isSheet || !looksLikeText(bytes)) return { ok: false, error: 'wrongFormat' };
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, error: 'invalidCsv' };
    }
    return parseCsv(text);
  }
  if (!isSheet) return { ok: false, error: 'wrongFormat' };
  return parseSheet(bytes);
}
