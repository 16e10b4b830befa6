// @vitest-environment node
// The orders simulator as a client sees it: lodge-in, receipts and air waybills, and the PDFs themselves.
import { describe, expect, it } from 'vitest';
import { simCall, simToken, withOrdersSim } from '../harness/ordersSim';
import type { LodgeInStatus, ReceiptDocument, ReservationResponse } from '../../src/plugins/orders/api/types';
import { decodeLinear } from '../../src/ui/scanner/decoder/linear';
import { toGray } from '../../src/ui/scanner/decoder/scanlines';
import { blankFrame, centred } from './decoder/frames';

withOrdersSim();

const call = simCall;

async function pdf(url: string) {
  const res = await fetch(url, { headers: { Authorization: `Bearer ${simToken('sg-demo')}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes, text: String.fromCharCode(...bytes) };
}

/** Checks the file's structure: header, every xref offset pointing at its object, startxref pointing at the xref. */
function expectValidPdf(text: string): void {
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const entries = text.slice(startxref).split('\n').slice(2, 2 + Number(count));
  entries.slice(1).forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
}

/** Widths of the filled rectangles narrower than 10 pt: the bars. */
const barWidths = (text: string) => [...text.matchAll(/[\d.]+ [\d.]+ ([\d.]+) [\d.]+ re f/g)].map((m) => Number(m[1])).filter((w) => w < 10);

/**
 * Reads the first page's barcode back with the portal's own scanner decoder: the filled rectangles `barHeight` tall
 * are drawn at 2 px a point into a frame, which decodeLinear reads.
 */
function readFirstBarcode(text: string, pageWidth: number, barHeight: number): string[] {
  const firstPage = text.slice(text.indexOf('stream\n', text.indexOf('/MediaBox')), text.indexOf('endstream', text.indexOf('/MediaBox')));
  const bars = [...firstPage.matchAll(/([\d.]+) [\d.]+ ([\d.]+) ([\d.]+) re f/g)].filter((m) => Number(m[3]) === barHeight).map((m) => [Number(m[1]), Number(m[2])] as const);
  const scale = 2;
  const image = blankFrame(pageWidth * scale, 60);
  for (const [x, w] of bars) {
    for (let px = Math.round(x * scale); px < Math.round((x + w) * scale); px += 1) {
      for (let y = 0; y < 60; y += 1) image.data.fill(0, (y * image.width + px) * 4, (y * image.width + px) * 4 + 3);
    }
  }
  const frame = centred(image);
  return decodeLinear(toGray(frame.data, frame.width, frame.height), frame.width, frame.height, ['code_128']).map((r) => r.code);
}

const SEND_ROW = (trackingId: string, over: Record<string, unknown> = {}) => ({
  dp_id: 10101, receipt_id: null, stamp_id: null, from_name: 'Tan Kah Kee Hardware', from_contact: '+6591234501', from_email: '', shipper_id: 3101,
  global_shipper_id: 5001001, tracking_id: trackingId, order_id: null, to_name: 'Lim Hui Min', to_email: '', to_contact: '+6581234501',
  to_address1: 'Blk 123 Lorong 1 Toa Payoh', to_address2: '', to_city: 'Singapore', to_postcode: '310123', ...over,
});

const lodgeIn = (ids: string[]) => call<{ statusId: number }>('POST', 'sg/1.2/reservations/send?notify_shipper=true', { body: { reservations: ids.map((trackingId) => ({ trackingId })) } });
const status = async (id: number) => (await call<LodgeInStatus>('GET', `sg/1.0/lodge-in/${id}`)).data;

describe('lodge-in', () => {
  it('is PROCESSING for two polls, then PROCESSED with the seeded failure', async () => {
    const started = await lodgeIn(['NVSG00000001', 'nvsg00000002', 'NVSGFAIL0001']);
    expect(started.status).toBe(200);
    const id = started.data.statusId;
    expect((await status(id)).status).toBe('PROCESSING');
    expect((await status(id)).status).toBe('PROCESSING');
    expect(await status(id)).toEqual({
      id, dpId: 10101, status: 'PROCESSED', successfulOrders: ['NVSG00000001', 'NVSG00000002'],
      failedOrders: [{ barcode: 'NVSGFAIL0001', errorMessage: 'Parcel already lodged in at another point' }],
    });
  });

  it('stays PROCESSING with NVSGSLOW0001', async () => {
    const id = (await lodgeIn(['NVSG00000003', 'NVSGSLOW0001'])).data.statusId;
    for (let i = 0; i < 6; i += 1) expect((await status(id)).status).toBe('PROCESSING');
  });

  it('refuses an empty list, a parcel that is not a send parcel of the country, and another point’s status', async () => {
    expect((await lodgeIn([])).status).toBe(400);
    expect((await lodgeIn(['NVSGP0000001'])).status).toBe(400);
    const foreign = await lodgeIn(['NVMY00000001']);
    expect(foreign.error?.message).toMatch(/NVMY00000001/);
    const id = (await lodgeIn(['NVSG00000001'])).data.statusId;
    expect((await call('GET', `sg/1.0/lodge-in/${id}`, { user: 'sso-demo' })).status).toBe(404);
  });
});

describe('receipts', () => {
  it('creates a lodge-in receipt, 404 NF_RECEIPT until generated, then serves its documents and PDF', async () => {
    const created = await call<{ id: number }>('POST', 'sg/2.0/receipts', { body: { receipts: [SEND_ROW('NVSG00000001'), SEND_ROW('NVSG00000002')] } });
    expect(created.status).toBe(200);
    const id = created.data.id;
    const missing = await call('GET', `sg/2.0/receipts/${id}?size=A4`);
    expect(missing.status).toBe(404);
    expect(missing.error).toMatchObject({ code: 137420, title: 'NF_RECEIPT' });
    const made = await call<{ receipts: ReceiptDocument[] }>('POST', `sg/2.0/receipts/${id}?is_shipper_prepaid=true`, { body: { size: 'A6' } });
    expect(made.data.receipts).toEqual([{ id, size: 'A6', url: `http://localhost/api/sg/sim-files/receipts/${id}.pdf?size=A6` }]);
    expect((await call<{ receipts: ReceiptDocument[] }>('GET', `sg/2.0/receipts/${id}?size=A4`)).data.receipts[0]?.size).toBe('A4');

    const file = await pdf(made.data.receipts[0]?.url as string);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expectValidPdf(file.text);
    expect(file.text).toContain('/MediaBox [0 0 298 420]');
    expect(file.text).toContain('NVSG00000001');
    expect(file.text).toContain('NVSG00000002');
    expect(file.text).toContain('Kim Lian Provision Shop');
    expect(file.text).toContain('Tan Kah Kee Hardware');
    // Bars are at least 1 pt wide on A6.
    expect(Math.min(...barWidths(file.text))).toBeGreaterThanOrEqual(1);
  });

  it('answers 500 when the lodged parcels include NVSGNORC0001', async () => {
    const res = await call('POST', 'sg/2.0/receipts', { body: { receipts: [SEND_ROW('NVSG00000001'), SEND_ROW('NVSGNORC0001')] } });
    expect(res.status).toBe(500);
  });

  it('fails generation once with 137027 for the Retry Receipts shipper, then succeeds', async () => {
    const row = SEND_ROW('NVSG00000009', { from_name: 'Orchid Retry Receipts Pte Ltd', shipper_id: 3104, global_shipper_id: 5001004 });
    const id = (await call<{ id: number }>('POST', 'sg/2.0/receipts', { body: { receipts: [row] } })).data.id;
    const first = await call('POST', `sg/2.0/receipts/${id}?is_shipper_prepaid=false`, { body: { size: 'A4' } });
    expect(first.status).toBe(422);
    expect(first.error).toMatchObject({ code: 137027, title: 'BR_MISSING_INVOICED_AMOUNT_DETAILS' });
    expect((await call('POST', `sg/2.0/receipts/${id}?is_shipper_prepaid=false`, { body: { size: 'A4' } })).status).toBe(200);
  });

  it('lists a post order receipt with its fees on A4, across pages when long', async () => {
    const reservations = Array.from({ length: 12 }, (_, i) => ({
      cod: null, delivery_instruction: '', delivery_type: 'EXPRESS', insured_value: 0, pickup_instruction: '', service_level: 'Express', stamp_id: `STAMPR${i}`, weight: 1,
      recipient: { address1: '2 Orchard Turn', address2: '', city: 'Orchard', contact: '+6581234504', country: 'SG', email: '', latitude: null, longitude: null, locality: 'Somerset', name: `Chen Xiao Ling ${i}`, postcode: '238801', state: 'Central', consignee_info_id: null },
      sender: null,
    }));
    const res = await call<ReservationResponse>('POST', 'sg/1.2/reservations/post?is_draft=false&is_bulk=false', { body: { dp_id: 10101, shipper_id: 3101, global_shipper_id: 5001001, is_draft: false, signature: null, support_consignee_info_population: true, support_quick_address: false, reservations } });
    const file = await pdf(res.data.receipt?.url as string);
    expectValidPdf(file.text);
    expect(file.text).toContain('/MediaBox [0 0 595 842]');
    expect(Number(/\/Count (\d+)/.exec(file.text)?.[1])).toBeGreaterThan(1);
    expect(file.text).toContain('NVSGP0001012');
    expect(file.text).toContain('Total \\(incl. tax\\): SGD 91.56');
  });
});

describe('air waybills', () => {
  it('answers a task, 202 with no body on the first poll, then a PDF with one page per tracking id', async () => {
    const task = await call<{ task_uuid: string }>('POST', 'sg/2.0/airway-bills', { body: { tracking_ids: ['NVSG00000002', 'NVSGP0000001'], hide_shipper_details: 0, size: 'A6' } });
    expect(task.status).toBe(200);
    const first = await call('GET', `sg/2.0/airway-bills/${task.data.task_uuid}`);
    expect(first.status).toBe(202);
    expect(first.text).toBe('');
    const file = await pdf(`http://localhost/api/sg/2.0/airway-bills/${task.data.task_uuid}`);
    expect(file.type).toBe('application/pdf');
    expectValidPdf(file.text);
    expect(/\/Count (\d+)/.exec(file.text)?.[1]).toBe('2');
    expect(file.text).toContain('/MediaBox [0 0 298 420]');
    expect(file.text).toContain('(NVSG00000002)');
    expect(file.text).toContain('COD: SGD 25.00');
    expect(file.text).toContain('Lion City Gadgets Pte Ltd');
    expect(Math.min(...barWidths(file.text))).toBeGreaterThanOrEqual(1);
    const reads = readFirstBarcode(file.text, 298, 48);
    expect(reads.length).toBeGreaterThan(0);
    expect(new Set(reads)).toEqual(new Set(['NVSG00000002']));
  });

  it('prints Paperang labels 164 pt wide and hides the sender when asked', async () => {
    const task = await call<{ task_uuid: string }>('POST', 'sg/2.0/airway-bills', { body: { tracking_ids: ['NVSG00000001'], hide_shipper_details: 1, size: 'PAPERANG' } });
    await call('GET', `sg/2.0/airway-bills/${task.data.task_uuid}`);
    const file = await pdf(`http://localhost/api/sg/2.0/airway-bills/${task.data.task_uuid}`);
    expectValidPdf(file.text);
    expect(file.text).toContain('/MediaBox [0 0 164 400]');
    expect(file.text).not.toContain('FROM');
  });

  it('refuses a bad size and an unknown tracking id with 400, and a Print Fail recipient with 500', async () => {
    expect((await call('POST', 'sg/2.0/airway-bills', { body: { tracking_ids: ['NVSG00000001'], hide_shipper_details: 0, size: 'A3' } })).status).toBe(400);
    expect((await call('POST', 'sg/2.0/airway-bills', { body: { tracking_ids: ['NOPE'], hide_shipper_details: 0, size: 'A4' } })).status).toBe(400);
    const order = await call<ReservationResponse>('POST', 'sg/1.2/reservations/post?is_draft=false&is_bulk=false', {
      body: {
        dp_id: 10101, shipper_id: 3101, global_shipper_id: 5001001, is_draft: false, signature: null, support_consignee_info_population: true, support_quick_address: false,
        reservations: [{ cod: null, delivery_instruction: '', delivery_type: 'STANDARD', insured_value: 0, pickup_instruction: '', service_level: 'Standard', stamp_id: '', weight: 1, recipient: { address1: '1 Raffles Place', address2: '', city: '', contact: '+6581234599', country: 'SG', email: '', latitude: null, longitude: null, locality: '', name: 'Print Fail', postcode: '048616', state: '', consignee_info_id: null }, sender: null }],
      },
    });
    const barcode = order.data.reservations[0]?.reservation?.barcode as string;
    const res = await call('POST', 'sg/2.0/airway-bills', { body: { tracking_ids: [barcode], hide_shipper_details: 0, size: 'A4' } });
    expect(res.status).toBe(500);
    expect(res.error?.message).toBe('Airway bill generation failed');
  });
});
