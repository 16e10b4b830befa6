import { describe, expect, it } from 'vitest';
import { firstValueFrom, take, toArray } from 'rxjs';
import { createEventLog, createMemoryStore, eventsToCsvRows, neutraliseCell } from '../../src/kernel/eventLog';
import { toCsv } from '../../src/ui/csv';
import { startOfCountryDay } from '../../src/kernel/shell/ActivityPage';

const base = { dpId: 101, user: 'sg-demo', payload: {} };

describe('event log', () => {
  it('appends events with their time and publishes them to subscribers', async () => {
    const log = createEventLog(createMemoryStore(), { now: () => Date.parse('2026-11-20T03:00:00Z') });
    const seen = firstValueFrom(log.events$.pipe(take(2), toArray()));
    await log.append({ ...base, kind: 'login' });
    await log.append({ ...base, kind: 'scanAccepted', payload: { code: 'SG-1' } });
    const events = await seen;
    expect(events.map((e) => e.kind)).toEqual(['login', 'scanAccepted']);
    expect(events[1]).toMatchObject({ at: '2026-11-20T03:00:00.000Z', dpId: 101, user: 'sg-demo', payload: { code: 'SG-1' } });
    expect(await log.since(new Date('2026-11-20T00:00:00Z'))).toHaveLength(2);
    expect(await log.since(new Date('2026-11-21T00:00:00Z'))).toHaveLength(0);
  });

  it('keeps at most maxEvents and drops events older than maxAgeDays', async () => {
    const store = createMemoryStore();
    let now = Date.parse('2026-01-01T00:00:00Z');
    const log = createEventLog(store, { maxEvents: 1000, maxAgeDays: 30, now: () => now });
    await log.append({ ...base, kind: 'old' });
    now += 31 * 86_400_000;
    for (let i = 0; i < 1200; i++) await log.append({ ...base, kind: 'scanAccepted', payload: { i } });
    // pruning runs every 500 appends: the 1000th append dropped the 31-day-old event (999 left), 201 more followed
    expect(await store.count()).toBe(1200);
    expect((await store.since('0')).some((e) => e.kind === 'old')).toBe(false);
    await store.prune(new Date(now - 30 * 86_400_000).toISOString(), 1000);
    const all = await store.since('0');
    expect(all).toHaveLength(1000);
    expect(all.some((e) => e.kind === 'old')).toBe(false);
    expect(all[all.length - 1]?.payload).toEqual({ i: 1199 });
  });
});

describe('activity CSV', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(neutraliseCell('=SUM(A1)')).toBe("'=SUM(A1)");
    for (const v of ['+1', '-1+1', '@x', '\tx', '\rx']) expect(neutraliseCell(v)).toBe(`'${v}`);
    expect(neutraliseCell('SG-1')).toBe('SG-1');
  });

  it('writes a header and one quoted row per event, CRLF after each', async () => {
    const csv = await toCsv(eventsToCsvRows(
      [{ at: '2026-11-20T03:00:00.000Z', dpId: 7, user: '=cmd', kind: 'scanAccepted', payload: { code: 'A,"B"' } }],
      ['Time', 'Point', 'User', 'Kind', 'Details'],
      () => 'read',
    ));
    expect(csv.endsWith('\r\n')).toBe(true);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Time,Point,User,Kind,Details,code');
    expect(lines[1]).toBe(`2026-11-20T03:00:00.000Z,7,'=cmd,scanAccepted,read,"A,""B"""`);
  });

  it('keeps the raw fields in columns, one a payload field, numbers as numbers, lists as ids, never a JSON blob', async () => {
    const at = '2026-11-20T03:00:00.000Z';
    const csv = await toCsv(eventsToCsvRows([
      { at, dpId: 7, user: 'sg-demo', kind: 'stocktake', payload: { expected: 37, found: 36, missing: ['NV1', 'NV2'], extra: [] } },
      { at, dpId: 7, user: 'sg-demo', kind: 'collectReleased', payload: { trackingId: '-1+2', releasedTo: 'Chandra', codCollected: -8, currency: 'SGD' } },
      { at, dpId: null, user: null, kind: 'retired', payload: { nested: { a: 1 }, flag: true, none: null } },
    ], ['Time', 'Point', 'User', 'Kind', 'Details'], (e) => `about ${e.kind}`));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Time,Point,User,Kind,Details,expected,found,missing,extra,trackingId,releasedTo,codCollected,currency,nested,flag,none');
    expect(lines[1]).toBe(`${at},7,sg-demo,stocktake,about stocktake,37,36,NV1 NV2,,,,,,,,`);
    // A negative number stays a number; a formula in a field is neutralised like any cell.
    expect(lines[2]).toBe(`${at},7,sg-demo,collectReleased,about collectReleased,,,,,'-1+2,Chandra,-8,SGD,,,`);
    expect(lines[3]).toBe(`${at},,,retired,about retired,,,,,,,,,a: 1,true,`);
    expect(csv).not.toMatch(/[{}]/);
    const widths = lines.filter((l) => l !== '').map((l) => l.split(',').length);
    expect(new Set(widths)).toEqual(new Set([16]));
  });
});

describe('start of the country day', () => {
  it('uses the country offset, not the device time zone', () => {
    // 2026-11-20 23:30 UTC is already 21 Nov 07:30 in Singapore (+8)
    expect(startOfCountryDay(Date.parse('2026-11-20T23:30:00Z'), 8).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    // and 21 Nov 06:00 in Myanmar (+6.5)
    expect(startOfCountryDay(Date.parse('2026-11-20T23:30:00Z'), 6.5).toISOString()).toBe('2026-11-20T17:30:00.000Z');
    expect(startOfCountryDay(Date.parse('2026-11-20T12:00:00Z'), 1).toISOString()).toBe('2026-11-19T23:00:00.000Z');
  });
});
