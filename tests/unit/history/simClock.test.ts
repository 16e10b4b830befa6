// @vitest-environment node
// The history simulator's clock: "yesterday" is the country's yesterday, and nothing it made happens after now.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryDay, shiftDay } from '../../../src/kernel';
import { resetHistorySim } from '../../../src/plugins/history/sim';
import { eventsOf } from '../../../src/plugins/history/sim/events';
import { parcelsOf, simNow } from '../../../src/plugins/history/sim/parcels';
import { paymentsOf } from '../../../src/plugins/history/sim/payments';
import { simDay } from '../../../src/sim/clock';

const TH = { utcOffsetHours: 7 };

function at(iso: string): number {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  resetHistorySim();
  return simNow();
}

afterEach(() => {
  vi.useRealTimers();
  resetHistorySim();
});

describe('the simulator’s day is the country’s day', () => {
  it('at 23:30 UTC in a +07:00 country, yesterday is the country’s yesterday (UTC’s today)', () => {
    const now = at('2026-11-26T23:30:00Z');
    // 06:30 on 27 Nov in Bangkok.
    expect(simDay('th', now)).toBe('2026-11-27');
    expect(simDay('th', now, 1)).toBe('2026-11-26');
    const hist = parcelsOf('th').find((p) => p.tracking_id === 'NVTHHIST0001');
    expect(hist?.created_at).toBe('2026-11-26T03:15:00.000Z');
    expect(countryDay(hist?.dropped_off_at ?? '', TH)).toBe(shiftDay(countryDay(now, TH), -1));
  });

  it('just after midnight UTC a +08:00 country’s yesterday is still UTC’s yesterday', () => {
    const now = at('2026-11-27T00:30:00Z');
    const hist = parcelsOf('sg').find((p) => p.tracking_id === 'NVSGHIST0001');
    expect(countryDay(hist?.created_at ?? '', { utcOffsetHours: 8 })).toBe('2026-11-26');
    expect(hist?.created_at).toBe('2026-11-26T03:15:00.000Z');
    expect(now).toBe(Date.parse('2026-11-27T00:30:00Z'));
  });
});

describe('no seeded event is later than now', () => {
  for (const iso of ['2026-11-26T23:30:00Z', '2026-11-27T04:00:00Z', '2026-11-27T12:45:00Z']) {
    it(`at ${iso}: every parcel’s times, events and payments are in the past (sg and th)`, () => {
      const now = at(iso);
      for (const cc of ['sg', 'th'] as const) {
        const late: string[] = [];
        for (const p of parcelsOf(cc)) {
          if (Date.parse(p.created_at) > now) late.push(`${p.tracking_id} created ${p.created_at}`);
          if (p.dropped_off_at && Date.parse(p.dropped_off_at) > now) late.push(`${p.tracking_id} dropped off ${p.dropped_off_at}`);
          const events = eventsOf(p);
          for (const e of events) if (Date.parse(e.time) > now) late.push(`${p.tracking_id} ${e.name} ${e.time}`);
          // Still in order, oldest first.
          const times = events.map((e) => e.time);
          expect([...times].sort()).toEqual(times);
        }
        for (const pay of paymentsOf(cc)) if (Date.parse(pay.paid_at) > now) late.push(`payment ${pay.id} ${pay.paid_at}`);
        expect(late).toEqual([]);
      }
    });
  }

  it('NVSGHIST0001, delivered after a drop-off yesterday, is delivered before now with its four steps', () => {
    const now = at('2026-11-27T04:00:00Z');
    const hist = parcelsOf('sg').find((p) => p.tracking_id === 'NVSGHIST0001');
    if (!hist) throw new Error('no NVSGHIST0001');
    const events = eventsOf(hist);
    expect(events.map((e) => e.name)).toEqual(['ORDER_CREATED', 'DROPPED_OFF_AT_DP', 'HANDED_TO_DRIVER', 'ARRIVED_AT_SORTING_HUB', 'ON_VEHICLE_FOR_DELIVERY', 'DELIVERY_SUCCESS']);
    expect(events[1]?.time).toBe('2026-11-26T03:15:00.000Z');
    expect(Date.parse(events[5]?.time ?? '')).toBeLessThanOrEqual(now);
  });
});
