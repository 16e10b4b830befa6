// Every event kind says what happened in the operator's words (Settings > Activity), in every language; a kind
// nobody declares, or a payload of an older shape, lists its fields as 'name: value'; never JSON.
import { describe, expect, it } from 'vitest';
import type { EventKind, EventSamples } from '../../src/kernel/events';
import { describeEvent, type DescribeContext } from '../../src/kernel/eventLog/describe';
import { declaredEventKinds } from '../../src/kernel/eventLog/kinds';
import { pluginManifests } from '../../src/kernel/pluginHost/registry';
import { LOCALES, type Locale } from '../../src/kernel/types';
import { BUILD_EVENT_SAMPLES, describeContext, eventSentenceProblems } from '../harness/pluginSet';

// One payload or more (one a variant) for each kind, declared by the kernel and each plugin beside its events.ts
// (events.samples.ts): a new plugin's kinds are read here without editing this file. Complete: the first test says so.
const SAMPLES = BUILD_EVENT_SAMPLES as EventSamples<EventKind>;

const contextFor = (locale: Locale): Promise<DescribeContext> => describeContext(pluginManifests(), locale);

const declared = declaredEventKinds(pluginManifests());
const describeAs = (ctx: DescribeContext, kind: string, payload: object) => describeEvent({ payload: payload as Record<string, unknown> }, declared.get(kind), ctx);

describe('event details', () => {
  it('every kind the kernel and the plugins declare has samples, and every sample is of a declared kind', () => {
    expect([...declared.keys()].sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(LOCALES)('in %s every kind reads as a sentence of its own message, with no JSON and nothing left out', async (locale) => {
    expect(eventSentenceProblems(await contextFor(locale), declared, SAMPLES)).toEqual([]);
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
