// @vitest-environment node
// The cash drawer adds up: today's COD at this point from the event log, what was counted, the difference.
import { describe, expect, it } from 'vitest';
import { codTakenFrom, drawerSums, mergeTaken, parseCounted, startOfCountryDay, type LoggedEvent } from '../../../src/plugins/collect/model/cashDrawer';
import { drawerCsvRows } from '../../../src/plugins/collect/model/drawerCsv';
import { toCsv } from '../../../src/ui/csv';

const released = (at: string, trackingId: string, codCollected: number | null, dpId = 7): LoggedEvent => ({
  at, dpId, kind: 'collectReleased', payload: { trackingId, releasedTo: 'Chandra Wijaya', codCollected, currency: 'MYR' },
});

describe('cash drawer', () => {
  it('starts the day at midnight in the country’s offset', () => {
    // 2026-11-25 01:30 in Malaysia (+8) is 2026-11-24 17:30 UTC: the day began at 2026-11-24 16:00 UTC.
    expect(startOfCountryDay(Date.parse('2026-11-24T17:30:00Z'), 8).toISOString()).toBe('2026-11-24T16:00:00.000Z');
    expect(startOfCountryDay(Date.parse('2026-11-24T17:30:00Z'), 6.5).toISOString()).toBe('2026-11-24T17:30:00.000Z');
    expect(startOfCountryDay(Date.parse('2026-11-24T23:30:00Z'), 1).toISOString()).toBe('2026-11-24T23:00:00.000Z');
  });

  it('takes COD releases of this point only', () => {
    const events: LoggedEvent[] = [
      released('2026-11-25T02:00:00Z', 'NVMYCOL00301', 120),
      released('2026-11-25T02:00:00Z', 'NVMYCOL00302', null),
      released('2026-11-25T03:00:00Z', 'NVMYCOL00701', 120, 8),
      { at: '2026-11-25T04:00:00Z', dpId: 7, kind: 'scanAccepted', payload: { code: 'X' } },
      released('2026-11-25T05:00:00Z', 'NVMYCOL00702', 48),
    ];
    expect(codTakenFrom(events, 7).map((c) => [c.trackingId, c.amount])).toEqual([['NVMYCOL00301', 120], ['NVMYCOL00702', 48]]);
  });

  it('adds up and shows over or short', () => {
    const taken = codTakenFrom([released('a', 'A', 45.5), released('b', 'B', 18.2)], 7);
    expect(drawerSums(taken, null)).toEqual({ expected: 63.7, counted: null, difference: null });
    expect(drawerSums(taken, 60)).toEqual({ expected: 63.7, counted: 60, difference: -3.7 });
    expect(drawerSums(taken, 63.7).difference).toBe(0);
    expect(drawerSums([], 10).difference).toBe(10);
  });

  it('reads counted cash as typed', () => {
    expect(parseCounted('168')).toBe(168);
    expect(parseCounted('168.5')).toBe(168.5);
    expect(parseCounted('63,70')).toBe(63.7);
    expect(parseCounted('1,234.50')).toBe(1234.5);
    expect(parseCounted('1.234,50')).toBe(1234.5);
    expect(parseCounted('150 000')).toBe(150000);
    expect(parseCounted('150,000')).toBe(150000);
    expect(parseCounted('')).toBeNull();
    expect(parseCounted('-5')).toBeNull();
    expect(parseCounted('12abc')).toBeNull();
  });

  it('merges the server’s list with this device’s log, one line a parcel, the server’s first', () => {
    const server = [{ at: '2026-11-25T03:00:00Z', trackingId: 'B', releasedTo: 'X', amount: 10 }, { at: '2026-11-25T01:00:00Z', trackingId: 'A', releasedTo: 'X', amount: 5 }];
    const device = [{ at: '2026-11-25T01:00:01Z', trackingId: 'A', releasedTo: 'X', amount: 5 }, { at: '2026-11-25T04:00:00Z', trackingId: 'C', releasedTo: 'Y', amount: 2.5 }];
    const merged = mergeTaken(server, device);
    expect(merged.map((c) => c.trackingId)).toEqual(['A', 'B', 'C']);
    expect(merged[0]?.at).toBe('2026-11-25T01:00:00Z');
    expect(drawerSums(merged, null).expected).toBe(17.5);
  });
});

describe('cash drawer CSV', () => {
  it('writes a shortfall as a number a spreadsheet can add, not as text', async () => {
    const taken = codTakenFrom([released('2026-11-25T02:00:00Z', 'NVMYCOL00301', 45.5), released('2026-11-25T03:00:00Z', '=NVMYCOL00302', 18.2)], 7);
    const rows = drawerCsvRows(taken, drawerSums(taken, 55.7), (id) => id, (at) => at.slice(11, 16));
    const lines = (await toCsv(rows)).split('\r\n');
    expect(lines[1]).toBe('collect.drawer_cod_line,02:00,NVMYCOL00301,Chandra Wijaya,45.50');
    // A cell that is not a number is still neutralised.
    expect(lines[2]).toBe("collect.drawer_cod_line,03:00,'=NVMYCOL00302,Chandra Wijaya,18.20");
    expect(lines.slice(3, 6)).toEqual(['collect.drawer_expected,,,,63.70', 'collect.drawer_counted,,,,55.70', 'collect.drawer_difference,,,,-8.00']);
  });
  it('is one table: one header, no blank line, every line as wide as the header, each amount in the COD column', async () => {
    const taken = codTakenFrom([released('2026-11-25T02:00:00Z', 'NVMYCOL00301', 45.5)], 7);
    const rows = drawerCsvRows(taken, drawerSums(taken, 50), (id) => id, (at) => at.slice(11, 16));
    const lines = (await toCsv(rows)).split('\r\n').filter((l) => l !== '');
    expect(lines).toHaveLength(5);
    expect(lines.every((l) => l.split(',').length === 5)).toBe(true);
    expect(lines.slice(1).map((l) => l.split(',')[4])).toEqual(['45.50', '45.50', '50.00', '4.50']);
  });
});
