/** Drawing helpers shared by the receipt and the air waybill. */
import { encodeCode128, QUIET_ZONE_MODULES } from './code128';
import type { PdfPage } from './writer';

export interface BarcodeOptions {
  /** Room for the symbol and its quiet zones. */
  maxWidth: number;
  height: number;
  /** Module (narrowest bar) width bounds in points; the widest that fits is used, never under `minModule`. */
  minModule: number;
  maxModule: number;
}

/**
 * Draws `text` as Code 128 with the left quiet zone starting at x; answers the width used (quiet zones included).
 * Bars are filled rectangles; a module never goes under minModule, so a very long id may run past maxWidth rather
 * than become unreadable.
 */
export function drawBarcode(page: PdfPage, x: number, y: number, text: string, o: BarcodeOptions): number {
  const code = encodeCode128(text);
  const totalModules = code.modules + 2 * QUIET_ZONE_MODULES;
  const module = Math.max(o.minModule, Math.min(o.maxModule, o.maxWidth / totalModules));
  let cursor = x + QUIET_ZONE_MODULES * module;
  code.widths.forEach((w, i) => {
    if (i % 2 === 0) page.rect(cursor, y, w * module, o.height);
    cursor += w * module;
  });
  return totalModules * module;
}

/** Cuts text to what fits in `width` at `size` (Helvetica averages about 0.55 em; 0.6 leaves a margin). */
export function fit(text: string, width: number, size: number): string {
  const max = Math.max(1, Math.floor(width / (size * 0.6)));
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 3))}...`;
}

/** Money with 2 decimals, thousands separators and the currency code ("SGD 1,234.50"). */
export function money(amount: number, currencyCode: string): string {
  return `${currencyCode} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Local date and time of the country ("2026-11-21 09:53 (UTC+8)"). */
export function localTime(at: number, utcOffsetHours: number): string {
  const stamp = new Date(at + utcOffsetHours * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
  return `${stamp} (UTC${utcOffsetHours >= 0 ? '+' : ''}${utcOffsetHours})`;
}

/** Splits text into at most `maxLines` lines that fit `width` (by words); the last line is cut if need be. */
export function wrap(text: string, width: number, size: number, maxLines = 2): string[] {
  const max = Math.max(1, Math.floor(width / (size * 0.6)));
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= max || current === '') current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.map((l) => fit(l, width, size));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fit(`${lines.slice(maxLines - 1).join(' ')}`, width, size);
  return kept;
}
