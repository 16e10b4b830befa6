/**
 * Air waybill PDF: one page (label) per tracking id at the chosen size, with the tracking id as text and as a
 * Code 128 barcode, the recipient, the sender (unless hidden), weight, delivery type, COD amount and the point.
 */
import type { CountryCode, DpInfo } from '@kernel';
import type { AwbSize } from '../../api/types';
import { countryOf } from '../countries';
import type { OrderView } from '../orders';
import { drawBarcode, fit, localTime, money, wrap } from '@sim/kit';
import { PAPER, PdfDocument } from '@sim/kit';

const LAYOUT = {
  A4: { margin: 48, title: 20, id: 22, body: 12, small: 10, bar: 70, minModule: 1, maxModule: 2.5 },
  A6: { margin: 14, title: 12, id: 14, body: 9, small: 7.5, bar: 48, minModule: 1, maxModule: 1.6 },
  // 58 mm roll: a 0.75 pt module is 2 dots of a 203 dpi printer head.
  PAPERANG: { margin: 6, title: 9, id: 10, body: 7.5, small: 6.5, bar: 40, minModule: 0.75, maxModule: 1.2 },
} as const;

export interface AwbInput {
  country: CountryCode;
  orders: OrderView[];
  size: AwbSize;
  hideShipper: boolean;
  point: Pick<DpInfo, 'name'> | null;
  at: number;
}

export function airwayBillPdf({ country, orders, size, hideShipper, point, at }: AwbInput): Uint8Array {
  const l = LAYOUT[size];
  const { width, height } = PAPER[size];
  const inner = width - 2 * l.margin;
  const { currency, utcOffsetHours } = countryOf(country);
  const doc = new PdfDocument(`Air waybill ${orders.map((o) => o.trackingId).join(', ')}`);
  for (const order of orders) {
    const page = doc.addPage(width, height);
    let y = l.margin + l.title;
    const line = (text: string, size: number = l.body, bold = false, gap = 3) => {
      page.text(l.margin, y, size, fit(text, inner, size), bold);
      y += size + gap;
    };
    /** Up to two wrapped lines; `gap` after the last. */
    const lines = (text: string, gap = 3) => wrap(text, inner, l.body).forEach((t, i, all) => line(t, l.body, false, i === all.length - 1 ? gap : 3));
    // A rule where the next line's top would be; the next line moves down below it.
    const separator = () => {
      const top = y - l.body;
      page.rule(l.margin, top, inner);
      y = top + 4.5 + l.body;
    };
    page.text(l.margin, y, l.title, 'AIR WAYBILL', true);
    y += l.id + 6;
    line(order.trackingId, l.id, true, 6);
    drawBarcode(page, l.margin - 6, y, order.trackingId, { maxWidth: inner + 12, height: l.bar, minModule: l.minModule, maxModule: l.maxModule });
    y += l.bar + l.body + 6;
    separator();
    line('TO', l.small, true);
    line(order.to.name, l.body, true);
    line(order.to.contact);
    lines([order.to.address1, order.to.address2].filter(Boolean).join(', '));
    lines(`${order.to.city} ${order.to.postcode}`.trim(), 8);
    if (!hideShipper) {
      line('FROM', l.small, true);
      line(order.from.name, l.body, true);
      line(order.from.contact);
      lines(`${order.from.address1}${order.from.address2 ? `, ${order.from.address2}` : ''} ${order.from.postcode}`.trim(), 8);
    }
    separator();
    line(`Weight: ${order.weight.toFixed(1)} kg`);
    line(`Delivery: ${order.deliveryType}`);
    line(`COD: ${order.codValue && order.codValue > 0 ? money(order.codValue, currency.code) : 'None'}`, l.body, true, 8);
    if (point) line(`Dropped off at: ${point.name}`, l.small);
    line(localTime(at, utcOffsetHours), l.small);
  }
  return doc.toBytes();
}
