/**
 * A minimal PDF 1.4 writer: pages of text (the standard Helvetica fonts, WinAnsi) and filled rectangles, written
 * as numbered objects with an xref table of exact byte offsets and a trailer. Content streams are not compressed,
 * so tests can read the text. Page coordinates here are from the top left, in points; the writer flips them.
 */

export const PAPER = {
  A4: { width: 595, height: 842 },
  A6: { width: 298, height: 420 },
  /** A 58 mm thermal roll; one label per page. */
  PAPERANG: { width: 164, height: 400 },
} as const;

/** Text the standard fonts can show: Latin-1 kept, accents of other letters dropped (Việt → Viet), the rest '?'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.replace(/[Đ]/g, 'D').replace(/[đ]/g, 'd').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-')) {
    const code = ch.codePointAt(0) ?? 63;
    if ((code >= 32 && code <= 126) || (code >= 160 && code <= 255)) {
      out += ch;
      continue;
    }
    const bare = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += [...bare].every((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) <= 126) && bare.length > 0 ? bare : '?';
  }
  return out;
}

function escapeText(text: string): string {
  return toWinAnsi(text).replace(/[\\()]/g, (c) => `\\${c}`);
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

export class PdfPage {
  readonly ops: string[] = [];

  constructor(readonly width: number, readonly height: number) {}

  /** Text with its baseline at y (from the top). `bold` uses Helvetica-Bold. */
  text(x: number, y: number, size: number, text: string, bold = false): void {
    this.ops.push(`BT /${bold ? 'F2' : 'F1'} ${num(size)} Tf ${num(x)} ${num(this.height - y)} Td (${escapeText(text)}) Tj ET`);
  }

  /** A filled black rectangle whose top-left corner is (x, y). */
  rect(x: number, y: number, width: number, height: number): void {
    this.ops.push(`${num(x)} ${num(this.height - y - height)} ${num(width)} ${num(height)} re f`);
  }

  /** A horizontal rule. */
  rule(x: number, y: number, width: number, thickness = 0.5): void {
    this.rect(x, y, width, thickness);
  }
}

export class PdfDocument {
  private readonly pages: PdfPage[] = [];

  constructor(private readonly title: string) {}

  addPage(width: number, height: number): PdfPage {
    const page = new PdfPage(width, height);
    this.pages.push(page);
    return page;
  }

  /** The file: header, objects, xref, trailer. Every character is one byte (Latin-1), so string offsets are byte offsets. */
  toBytes(): Uint8Array {
    if (this.pages.length === 0) this.addPage(PAPER.A4.width, PAPER.A4.height);
    const bodies: string[] = [];
    const add = (body: string) => bodies.push(body);
    // 1 catalog, 2 page tree, 3 and 4 fonts, 5 info, then a page and its content for every page.
    const pageIds = this.pages.map((_, i) => 6 + i * 2);
    add('<< /Type /Catalog /Pages 2 0 R >>');
    add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${this.pages.length} >>`);
    add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    add(`<< /Title (${escapeText(this.title)}) /Producer (Simulated API) /CreationDate (D:${pdfDate(new Date())}) >>`);
    this.pages.forEach((page, i) => {
      const contentId = (pageIds[i] ?? 0) + 1;
      add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`);
      const stream = page.ops.join('\n');
      add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    });
    let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets: number[] = [];
    bodies.forEach((body, i) => {
      offsets.push(out.length);
      out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    });
    const xrefAt = out.length;
    out += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    const bytes = new Uint8Array(out.length);
    for (let i = 0; i < out.length; i += 1) bytes[i] = out.charCodeAt(i) & 0xff;
    return bytes;
  }
}

function pdfDate(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z';
}
