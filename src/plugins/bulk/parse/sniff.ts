/**
 * The first look at a bulk file, before any parser: its extension, and whether its bytes are what the extension
 * says (a workbook is a zip or an OLE file; a CSV is UTF-8 text).
 */
import { extensionOf, type FileError } from '../model/fileErrors';

export type Sniffed = { ok: true; kind: 'csv'; text: string } | { ok: true; kind: 'sheet'; bytes: Uint8Array } | { ok: false; error: FileError };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);

/** A text file has no NUL byte in its first kilobytes (UTF-16 and binaries do). */
function looksLikeText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 4096).includes(0);
}

export function sniff(name: string, buffer: ArrayBuffer): Sniffed {
  const ext = extensionOf(name);
  if (!ext) return { ok: false, error: 'wrongFormat' };
  const bytes = new Uint8Array(buffer);
  if (bytes.length === 0) return { ok: false, error: 'empty' };
  const isSheet = startsWith(bytes, ZIP) || startsWith(bytes, OLE);
  if (ext !== 'csv') return isSheet ? { ok: true, kind: 'sheet', bytes } : { ok: false, error: 'wrongFormat' };
  if (isSheet || !looksLikeText(bytes)) return { ok: false, error: 'wrongFormat' };
  try {
    return { ok: true, kind: 'csv', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, error: 'invalidCsv' };
  }
}
