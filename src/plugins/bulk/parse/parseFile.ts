/**
 * Reading a bulk file into rows of text cells, without React or the DOM. Each Web Worker runs its half (csv.worker.ts
 * papaparse only, sheet.worker.ts SheetJS), so a CSV never loads SheetJS; tests call this whole.
 */
import { parseCsv } from './parseCsv';
import { parseSheet } from './parseSheet';
import type { ParseResult } from './result';
import { sniff } from './sniff';

export type { ParseResult } from './result';

export async function parseFile(name: string, buffer: ArrayBuffer): Promise<ParseResult> {
  const file = sniff(name, buffer);
  if (!file.ok) return file;
  return file.kind === 'csv' ? parseCsv(file.text) : parseSheet(file.bytes);
}
