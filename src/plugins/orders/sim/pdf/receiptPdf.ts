/**
 * The receipt PDF (A4 or A6): the point, the receipt number and local date, the shipper, then every parcel with its
 * tracking id as text and as a Code 128 barcode, and the totals. Long receipts continue on further pages.
 */
import type { DpInfo } from '@kernel';
import type { ReceiptSize } from '../../api/types';
import { countryOf, round2 } from '../countries';
import type { ReceiptRecord } from '../state';
import { drawBarcode, fit, localTime, money } from '@sim/kit';
import { PAPER, PdfDocument, type PdfPage } from '@sim/kit';

const LAYOUT = {
  A4: { margin: 40, title: 18, body: 10, small: 8, bar: 34, maxModule: 1.5 },
  A6: { margin: 16, title: 13, body: 8, small: 7, bar: 26, maxModule: 1.2 },
} as const;

export function receiptPdf(receipt: ReceiptRecord, size: ReceiptSize, point: Pick<DpInfo, 'name' | 'address1' | 'address2' | 'city' | 'postalCode'> | null): Uint8Array {
  const country = countryOf(receipt.country);
  const currency = country.currency.code;
  const l = LAYOUT[size];
  const { width, height } = PAPER[size];
  const inner = width - 2 * l.margin;
  const doc = new PdfDocument(`Receipt ${receipt.id}`);
  let y = 0;

  const startPage = (continued: boolean): PdfPage => {
    const page = doc.addPage(width, height);
    y = l.margin + l.title;
    page.text(l.margin, y, l.title, continued ? `Receipt ${receipt.id} (continued)` : 'Receipt', true);
    y += l.body + 6;
    if (point) {
      page.text(l.margin, y, l.body, fit(point.name, inner, l.body), true);
      y += l.small + 4;
      page.text(l.margin, y, l.small, fit([point.address1, point.address2].filter(Boolean).join(', '), inner, l.small));
      y += l.small + 3;
      page.text(l.margin, y, l.small, fit(`${point.city} ${point.postalCode}`, inner, l.small));
      y += l.small + 6;
    }
    if (!continued) {
      page.text(l.margin, y, l.small, fit(`Receipt no. ${receipt.id}   ${localTime(receipt.createdAt, country.utcOffsetHours)}`, inner, l.small));
      y += l.small + 3;
      page.text(l.margin, y, l.small, fit(`Shipper: ${receipt.shipperName}`, inner, l.small));
      y += l.small + 3;
      page.text(l.margin, y, l.small, receipt.kind === 'SEND' ? 'Parcels lodged in' : `${receipt.kind === 'PACK' ? 'Pack' : 'Post'} orders created`);
      y += 6;
    }
    page.rule(l.margin, y, inner);
    y += 8;
    return page;
  };

  let page = startPage(false);
  const blockHeight = l.body + 4 + l.small + 6 + l.bar + 12;
  const totalsHeight = 6 * (l.small + 4) + l.body + 16;
  receipt.lines.forEach((line, i) => {
    if (y + blockHeight > height - l.margin) page = startPage(true);
    y += l.body;
    page.text(l.margin, y, l.body, fit(`${i + 1}. ${line.trackingId}`, inner, l.body), true);
    y += l.small + 4;
    const fee = line.pricing ? `   ${money(line.pricing.total_with_tax, currency)}` : '';
    page.text(l.margin, y, l.small, fit(`To: ${line.toName}, ${line.toPostcode}${fee}`, inner, l.small));
    y += 6;
    drawBarcode(page, l.margin - 10, y, line.trackingId, { maxWidth: inner + 20, height: l.bar, minModule: 1, maxModule: l.maxModule });
    y += l.bar + 12;
  });

  if (y + totalsHeight > height - l.margin) page = startPage(true);
  page.rule(l.margin, y, inner);
  y += l.small + 6;
  const row = (label: string, value: string, bold = false) => {
    page.text(l.margin, y, bold ? l.body : l.small, fit(`${label}: ${value}`, inner, bold ? l.body : l.small), bold);
    y += (bold ? l.body : l.small) + 4;
  };
  row('Parcels', String(receipt.lines.length));
  const priced = receipt.lines.flatMap((line) => (line.pricing ? [line.pricing] : []));
  if (priced.length > 0) {
    const sum = (pick: (p: (typeof priced)[number]) => number) => round2(priced.reduce((s, p) => s + pick(p), 0));
    row('Delivery fees', money(sum((p) => p.delivery_fee.amount), currency));
    row('Insurance fees', money(sum((p) => p.insurance_fee.amount), currency));
    row('COD fees', money(sum((p) => p.cod_fee.amount), currency));
    row('Tax', money(sum((p) => p.total_tax), currency));
    row('Total (incl. tax)', money(sum((p) => p.total_with_tax), currency), true);
  }
  return doc.toBytes();
}
