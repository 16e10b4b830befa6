// The portal's own PDFs (the driver handover's summary): whole-page JPEGs on A4 or A6 sheets, with a cross-reference
// table a reader can follow.
import { describe, expect, it } from 'vitest';
import { imagePdf, SHEET_POINTS } from '../../src/ui/pdf/imagePdf';

const fakeJpeg = (n: number) => new Uint8Array([0xff, 0xd8, ...Array.from({ length: n }, (_, i) => i % 256), 0xff, 0xd9]);
const text = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

describe('imagePdf', () => {
  it('makes one page per picture at the sheet size, each object where the table says', () => {
    const pdf = imagePdf([{ jpeg: fakeJpeg(300), widthPx: 620, heightPx: 874 }, { jpeg: fakeJpeg(50), widthPx: 620, heightPx: 874 }], 'A6');
    const s = text(pdf);
    expect(s.startsWith('%PDF-1.4\n')).toBe(true);
    expect(s).toContain('/Type /Pages /Kids [3 0 R 6 0 R] /Count 2');
    expect(s.match(/\/MediaBox \[0 0 297.64 419.53\]/g)).toHaveLength(2);
    expect(s).toContain('/Width 620 /Height 874 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length 304');
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(s)?.[1]);
    expect(s.slice(startxref, startxref + 4)).toBe('xref');
    const rows = s.slice(startxref).split('\n').slice(3, 3 + 8);
    rows.forEach((row, i) => {
      const at = Number(row.slice(0, 10));
      expect(s.slice(at, at + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    expect(s).toContain('trailer\n<< /Size 9 /Root 1 0 R >>');
  });

  it('an A4 sheet is 595.28 × 841.89 points and the picture fills it', () => {
    const s = text(imagePdf([{ jpeg: fakeJpeg(10), widthPx: 1240, heightPx: 1754 }], 'A4'));
    const { w, h } = SHEET_POINTS.A4;
    expect(s).toContain(`/MediaBox [0 0 ${w} ${h}]`);
    expect(s).toContain(`q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`);
  });
});
