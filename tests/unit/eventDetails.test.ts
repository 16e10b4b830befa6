// Every event kind says what happened in the operator's words (Settings > Activity), in every language; a kind
// nobody declares, or a payload of an older shape, lists its fields as 'name: value'; never JSON.
import { describe, expect, it } from 'vitest';
import type { EventKind, PortalEventMap } from '../../src/kernel/events';
import { describeEvent, type DescribeContext } from '../../src/kernel/eventLog/describe';
import { declaredEventKinds } from '../../src/kernel/eventLog/kinds';
import { loadMessages } from '../../src/kernel/i18n/catalogs';
import { makeIntl } from '../../src/kernel/i18n/intl';
import { pluginManifests } from '../../src/kernel/pluginHost/registry';
import { LOCALES, type Locale } from '../../src/kernel/types';

// One payload or more (one a variant) for each kind: the type makes this list grow with every kind declared (but the
// example plugin's, which lives under tests/ and is not in the build).
type BuildKind = Exclude<EventKind, 'counterNoteSaved'>;
const SAMPLES: { [K in BuildKind]: Array<PortalEventMap[K]> } = {
  login: [{ dpId: 10101, username: 'sg-demo' }],
  logout: [{ dpId: 10101 }],
  menu: [{ event: 'toDriver', route: 'handoverToDriver' }],
  pageError: [{ message: 'x is not a function', stack: 'at Page' }],
  scanAccepted: [{ code: 'NVSG0001', source: 'camera', format: 'qr_code' }, { code: 'NVSG0002', source: 'typed', format: '' }],
  scanRejected: [
    { code: 'NVSG0001', source: 'hardware', reason: 'duplicate' },
    { code: '??', source: 'typed', reason: 'format' },
    { code: 'NVSG0003', source: 'camera', format: 'code_128', reason: 'something_went_wrong' },
  ],
  scannerError: [{ problem: 'denied', message: 'Permission denied' }],
  draftDropped: [{ name: 'orderSession', reason: 'oldVersion' }],
  stocktake: [{ expected: 37, found: 36, missing: ['NVSGSTORE0007'], extra: [] }, { expected: 2, found: 2, missing: [], extra: ['NVSGX1', 'NVSGX2'] }],
  collectReleased: [
    { trackingId: 'NVSGCOL0001', releasedTo: 'Chandra Wijaya', codCollected: 45.5, currency: 'SGD' },
    { trackingId: 'NVSGCOL0002', releasedTo: 'Chandra Wijaya', codCollected: null, currency: 'SGD' },
  ],
  collectVerified: [{ method: 'qr', outcome: 'verified', parcels: 2 }, { method: 'otp', outcome: 'refused', parcels: 0 }],
  handoverCompleted: [
    { direction: 'toDriver', jobId: 901003, handedOver: 4, missing: 1, unexpected: 0, reason: 'Not on the shelf' },
    { direction: 'fromDriver', jobId: 901004, handedOver: 1, missing: 0, unexpected: 0, reason: null },
  ],
  handoverMissingReason: [{ direction: 'toDriver', jobId: 901003, missing: ['NVSGOUT3005'], reason: 'Not on the shelf' }],
  lodgeIn: [
    { outcome: 'refused', count: 3 },
    { outcome: 'lodgedElsewhere', count: 1 },
    { outcome: 'pollError', statusId: 77, successful: 0 },
    { outcome: 'stillProcessing', statusId: 77, successful: 0 },
    { outcome: 'processed', statusId: 77, successful: 98, failed: ['NVSG0099', 'NVSG0100'] },
  ],
  orderCreated: [{ kind: 'POST', trackingId: 'NVSGPOST0001', stampId: 'ST123' }, { kind: 'PACK', trackingId: 'NVSGPACK0001', stampId: null }],
  orderFailed: [{ kind: 'POST', trackingId: null, stampId: 'ST124', message: 'Invalid postcode' }, { reason: 'codNotAllowed', index: 1 }],
  receipt: [{ receiptId: 7, size: 'A6', outcome: 'opened' }, { receiptId: 8, size: 'A4', outcome: 'failed' }],
  airwayBill: [{ trackingIds: ['NVSG0001', 'NVSG0002'], size: 'A6', outcome: 'opened' }],
  sessionReset: [{ reason: 'operator' }, { reason: 'done' }, { reason: 'orders.parcel_incorrect', code: 'NVSG0009' }],
  shipperSignup: [{ outcome: 'created', shipperId: 5501, billingType: 'PREPAID', cod: true }, { outcome: 'failed' }],
  bulkFile: [{ type: 'post', orders: 40, reason: null }, { type: 'refused', orders: 0, reason: 'bulk.too_many_orders' }],
  bulkChunk: [{ key: 'u1-SHIPPER-1', created: 30, failed: 0 }],
};

const SGD = { currency: { code: 'SGD', symbol: 'S$', position: 'before' as const } };

async function contextFor(locale: Locale): Promise<DescribeContext> {
  const messages = await loadMessages(locale);
  return { t: makeIntl(locale, messages).t, messages, locale, country: SGD };
}

const declared = declaredEventKinds(pluginManifests());
const describeAs = (ctx: DescribeContext, kind: string, payload: object) => describeEvent({ payload: payload as Record<string, unknown> }, declared.get(kind), ctx);

describe('event details', () => {
  it('every kind the kernel and the plugins declare has a details message and a sample here', () => {
    expect([...declared.keys()].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(LOCALES)('in %s every kind reads as a sentence of its own message, with no JSON and nothing left out', async (locale) => {
    const ctx = await contextFor(locale);
    for (const def of declared.values()) {
      expect(ctx.messages[def.details], `${def.kind}: ${def.details}`).toBeDefined();
      for (const payload of SAMPLES[def.kind as BuildKind]) {
        const text = describeAs(ctx, def.kind, payload);
        expect(text, def.kind).not.toMatch(/[{}"[\]]|undefined|NaN|^$/);
        // The sentence, not the generic field list.
        expect(text, def.kind).not.toContain(`${Object.keys(payload)[0]}: `);
      }
    }
  });

  it("says the stocktake's figures and what was missing, in English and in Thai", async () => {
    const [en, th] = await Promise.all([contextFor('en'), contextFor('th')]);
    const stocktake = { expected: 37, found: 36, missing: ['NVSGSTORE0007', 'NVSGSTORE0011'], extra: [] };
    expect(describeAs(en, 'stocktake', stocktake)).toBe('36 of 37 parcels found; not scanned: NVSGSTORE0007, NVSGSTORE0011');
    expect(describeAs(th, 'stocktake', stocktake)).toBe('พบพัสดุ 36 จาก 37 ชิ้น; ไม่ได้สแกน: NVSGSTORE0007, NVSGSTORE0011');
    expect(describeAs(en, 'stocktake', { expected: 1, found: 1, missing: [], extra: ['NVX'] })).toBe('1 of 1 parcel found; should not be here: NVX');
  });

  it('puts kernel and plugin payloads in words: enums, money, lists and catalog ids', async () => {
    const [en, th] = await Promise.all([contextFor('en'), contextFor('th')]);
    expect(describeAs(en, 'login', SAMPLES.login[0]!)).toBe('sg-demo logged in at point 10101');
    expect(describeAs(th, 'logout', SAMPLES.logout[0]!)).toBe('ออกจากระบบของจุด 10101');
    expect(describeAs(en, 'scanAccepted', SAMPLES.scanAccepted[1]!)).toBe('NVSG0002 typed in');
    expect(describeAs(en, 'scanRejected', SAMPLES.scanRejected[0]!)).toBe('NVSG0001 read by a hardware scanner, refused: already scanned');
    expect(describeAs(en, 'scanRejected', SAMPLES.scanRejected[2]!)).toBe('NVSG0003 read by the camera, refused: Something went wrong. Please refresh or try again later.');
    expect(describeAs(en, 'scannerError', SAMPLES.scannerError[0]!)).toBe('Please allow camera access to scan (Permission denied)');
    expect(describeAs(en, 'collectReleased', SAMPLES.collectReleased[0]!)).toBe('NVSGCOL0001 handed to Chandra Wijaya; cash on delivery S$45.50 taken');
    expect(describeAs(en, 'collectReleased', { ...SAMPLES.collectReleased[0]!, currency: 'MYR' })).toMatch(/MYR\s45\.50/);
    expect(describeAs(en, 'handoverCompleted', SAMPLES.handoverCompleted[0]!)).toBe('Job 901003: 4 parcels handed to the driver, 1 missing, 0 not in the job; reason: Not on the shelf');
    expect(describeAs(en, 'lodgeIn', SAMPLES.lodgeIn[4]!)).toBe('Lodge-in 77: 98 lodged in, 2 failed: NVSG0099, NVSG0100');
    expect(describeAs(en, 'orderFailed', SAMPLES.orderFailed[1]!)).toBe('Parcel 2 removed: cash on delivery is not allowed for it');
    expect(describeAs(en, 'sessionReset', SAMPLES.sessionReset[2]!)).toMatch(/ \(code NVSG0009\)$/);
    expect(describeAs(en, 'bulkFile', SAMPLES.bulkFile[1]!)).not.toContain('bulk.too_many_orders');
    // A route id reads as the menu entry that opens it.
    expect(describeEvent({ payload: SAMPLES.menu[0]! }, declared.get('menu'), { ...en, routeLabel: (id) => (id === 'handoverToDriver' ? 'menu.to_driver' : undefined) }))
      .toBe('Opened To driver (tracked as toDriver)');
    const [fr, zh] = await Promise.all([contextFor('fr'), contextFor('zh')]);
    expect(describeAs(zh, 'airwayBill', SAMPLES.airwayBill[0]!)).toBe('2 张运单（A6）已打开：NVSG0001、NVSG0002');
    expect(describeAs(fr, 'handoverCompleted', SAMPLES.handoverCompleted[1]!)).toBe('Tournée 901004 : 1 colis reçu du chauffeur, 0 manquant, 0 hors tournée');
  });

  it('lists the fields of a kind nobody declares, or of a payload in an older shape, as name: value', async () => {
    const en = await contextFor('en');
    expect(describeAs(en, 'retiredKind', { expected: 37, missing: ['A', 'B'], note: null, nested: { a: 1 } }))
      .toBe('expected: 37 · missing: A, B · note: — · nested: a: 1');
    // A stocktake logged before 'missing' was a list: the sentence cannot be made, the fields are listed.
    expect(describeAs(en, 'stocktake', { expected: 37, found: 36 })).toBe('expected: 37 · found: 36');
    expect(describeAs(en, 'login', {})).toBe('');
  });
});
