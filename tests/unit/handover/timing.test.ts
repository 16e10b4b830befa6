// Pickup handover timing (spec §9) in the country's days: N+0, N+1 to N+2, N+2 to N+3, later than N+3.
import { describe, expect, it } from 'vitest';
import { pickupDayN, pickupTiming } from '../../../src/plugins/handover/model/timing';

const SG = 8;

describe('pickupDayN', () => {
  it('a parcel lodged before 22:00 counts from that day, one lodged later from the next (country time)', () => {
    expect(pickupDayN('2026-11-25T13:59:00Z', SG)).toBe('2026-11-25'); // 21:59 in Singapore
    expect(pickupDayN('2026-11-25T14:00:00Z', SG)).toBe('2026-11-26'); // 22:00
    expect(pickupDayN('2026-11-25T17:00:00Z', SG)).toBe('2026-11-26'); // 01:00 on the 26th
  });
});

describe('pickupTiming', () => {
  it('handed over by 23:59 of day N is N+0', () => {
    expect(pickupTiming('2026-11-25T01:00:00Z', '2026-11-25T15:59:00Z', SG)).toBe('n0');
    // Lodged at 22:30: the next day is still N+0.
    expect(pickupTiming('2026-11-25T14:30:00Z', '2026-11-26T10:00:00Z', SG)).toBe('n0');
  });

  it('counts the country’s calendar days after N', () => {
    expect(pickupTiming('2026-11-25T01:00:00Z', '2026-11-25T16:00:00Z', SG)).toBe('n1_n2'); // 00:00 on the 26th
    expect(pickupTiming('2026-11-25T01:00:00Z', '2026-11-27T03:00:00Z', SG)).toBe('n2_n3');
    expect(pickupTiming('2026-11-25T01:00:00Z', '2026-11-28T03:00:00Z', SG)).toBe('later_n3');
    expect(pickupTiming('2026-11-20T01:00:00Z', '2026-11-28T03:00:00Z', SG)).toBe('later_n3');
  });

  it('the same instants in Thailand (UTC+7) can fall on other days', () => {
    expect(pickupTiming('2026-11-25T15:30:00Z', '2026-11-25T16:30:00Z', SG)).toBe('n0'); // lodged 23:30 → N is the 26th
    expect(pickupTiming('2026-11-25T15:30:00Z', '2026-11-25T16:30:00Z', 7)).toBe('n0'); // 22:30 → N is the 26th; handed 23:30 on the 25th
    expect(pickupTiming('2026-11-25T14:30:00Z', '2026-11-25T17:30:00Z', 7)).toBe('n1_n2'); // 21:30 → N the 25th; handed 00:30 on the 26th
  });

  it('an unreadable lodge time has no timing', () => {
    expect(pickupTiming(null, '2026-11-25T00:00:00Z', SG)).toBeNull();
    expect(pickupTiming('yesterday', '2026-11-25T00:00:00Z', SG)).toBeNull();
  });
});
