// The summary drawn on sheets of paper (canvas, 150 dpi), one JPEG a sheet, lines that do not fit going on to the next.
import { imagePdf, SHEET_POINTS, type JpegPage, type SheetSize } from '@ui';

/** One line of the sheet: a heading, plain text, or an id in a list. */
export interface SheetLine {
  kind: 'title' | 'heading' | 'text' | 'item';
  text: string;
}

const DPI = 150;
const LAYOUT: Readonly<Record<SheetSize, { margin: number; size: number }>> = {
  A4: { margin: 40, size: 11 },
  A6: { margin: 16, size: 8 },
};
const SCALE: Record<SheetLine['kind'], number> = { title: 1.6, heading: 1.15, text: 1, item: 1 };

function fit(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let s = text;
  while (s.length > 1 && ctx.measureText(`${s}…`).width > width) s = s.slice(0, -1);
  return `${s}…`;
}

function jpegOf(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) reject(new Error('The sheet could not be drawn.'));
      else void blob.arrayBuffer().then((b) => resolve(new Uint8Array(b)), reject);
    }, 'image/jpeg', 0.9);
  });
}

/** The PDF of the lines on A4 or A6 sheets. */
export async function summaryPdf(lines: readonly SheetLine[], size: SheetSize): Promise<Blob> {
  const { w, h } = SHEET_POINTS[size];
  const px = (pt: number) => Math.round((pt / 72) * DPI);
  const { margin, size: fontPt } = LAYOUT[size];
  const [widthPx, heightPx] = [px(w), px(h)];
  const pages: JpegPage[] = [];
  let canvas: HTMLCanvasElement | null = null;
  let ctx: CanvasRenderingContext2D | null = null;
  let y = 0;
  const finish = async () => {
    if (canvas) pages.push({ jpeg: await jpegOf(canvas), widthPx, heightPx });
  };
  const newSheet = async () => {
    await finish();
    canvas = document.createElement('canvas');
    canvas.width = widthPx;
    canvas.height = heightPx;
    ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No canvas on this device.');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, widthPx, heightPx);
    ctx.fillStyle = '#000000';
    ctx.textBaseline = 'top';
    y = px(margin);
  };
  await newSheet();
  for (const line of lines) {
    const fontPx = px(fontPt * SCALE[line.kind]);
    const step = Math.round(fontPx * (line.kind === 'heading' ? 1.8 : 1.4));
    if (y + step > heightPx - px(margin)) await newSheet();
    const c = ctx as CanvasRenderingContext2D | null;
    if (!c) break;
    c.font = `${line.kind === 'text' || line.kind === 'item' ? '' : 'bold '}${fontPx}px ${line.kind === 'item' ? 'monospace' : 'sans-serif'}`;
    const indent = line.kind === 'item' ? px(fontPt) : 0;
    c.fillText(fit(c, line.text, widthPx - 2 * px(margin) - indent), px(margin) + indent, y + (line.kind === 'heading' ? step - fontPx * 1.3 : 0));
    y += step;
  }
  await finish();
  return new Blob([imagePdf(pages, size)], { type: 'application/pdf' });
}
