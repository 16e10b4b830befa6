// A PDF of whole-page pictures: each page one JPEG filling an A4 or A6 sheet. A document the portal makes itself (the
// driver handover's summary, say) is drawn by the browser on a canvas (any script the operator's language needs, with
// the fonts the device has) and wrapped in the smallest valid PDF, so the portal ships no PDF library and no fonts.

export type SheetSize = 'A4' | 'A6';

/** Sheet sizes in PDF points (1/72 inch). */
export const SHEET_POINTS: Readonly<Record<SheetSize, { w: number; h: number }>> = {
  A4: { w: 595.28, h: 841.89 },
  A6: { w: 297.64, h: 419.53 },
};

export interface JpegPage {
  jpeg: Uint8Array;
  widthPx: number;
  heightPx: number;
}

const encoder = new TextEncoder();

/** The PDF file: catalog, page tree, and per page its object, its drawing and its image; the cross-reference table at the end. */
export function imagePdf(pages: readonly JpegPage[], size: SheetSize): Uint8Array<ArrayBuffer> {
  const { w, h } = SHEET_POINTS[size];
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: Uint8Array | string) => {
    const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (no: number, body: () => void) => {
    offsets[no] = length;
    push(`${no} 0 obj\n`);
    body();
    push('\nendobj\n');
  };
  // Objects: 1 catalog, 2 pages, then for page i: 3+3i page, 4+3i contents, 5+3i image.
  const kids = pages.map((_, i) => `${3 + 3 * i} 0 R`).join(' ');
  push('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n');
  object(1, () => push('<< /Type /Catalog /Pages 2 0 R >>'));
  object(2, () => push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`));
  pages.forEach((page, i) => {
    const [pageNo, contentNo, imageNo] = [3 + 3 * i, 4 + 3 * i, 5 + 3 * i];
    object(pageNo, () => push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im${i} ${imageNo} 0 R >> >> /Contents ${contentNo} 0 R >>`));
    const draw = `q ${w} 0 0 ${h} 0 0 cm /Im${i} Do Q`;
    object(contentNo, () => push(`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`));
    object(imageNo, () => {
      push(`<< /Type /XObject /Subtype /Image /Width ${page.widthPx} /Height ${page.heightPx} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.length} >>\nstream\n`);
      push(page.jpeg);
      push('\nendstream');
    });
  });
  const count = 3 + 3 * pages.length;
  const xref = length;
  push(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let no = 1; no < count; no += 1) push(`${String(offsets[no] ?? 0).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
