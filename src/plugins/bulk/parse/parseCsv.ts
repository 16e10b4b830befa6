// CSV through papaparse: UTF-8 with or without a byte-order mark, `,`, `;` or tab, CRLF, quoted newlines.
import type { ParseResult } from './result';

export async function parseCsv(text: string): Promise<ParseResult> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') return { ok: false, error: 'empty' };
  const { parse } = await import('papaparse');
  const parsed = parse<string[]>(body, { delimitersToGuess: [',', ';', '\t'], skipEmptyLines: 'greedy' });
  // One-column files have no delimiter to find: that is not an error.
  if (parsed.errors.some((e) => e.type !== 'Delimiter')) return { ok: false, error: 'invalidCsv' };
  return { ok: true, rows: parsed.data.map((r) => r.map((c) => String(c))) };
}
