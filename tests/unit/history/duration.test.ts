// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { durationParts } from '../../../src/plugins/history/model/duration';

describe('time between two events', () => {
  it('in minutes under an hour, hours and minutes under a day, then days and hours', () => {
    expect(durationParts('2026-01-01T00:00:00Z', '2026-01-01T00:42:20Z')).toEqual({ id: 'details.duration_m', values: { minutes: 42 } });
    expect(durationParts('2026-01-01T00:00:00Z', '2026-01-01T05:07:00Z')).toEqual({ id: 'details.duration_hm', values: { hours: 5, minutes: 7 } });
    expect(durationParts('2026-01-01T00:00:00Z', '2026-01-03T04:59:00Z')).toEqual({ id: 'details.duration_dh', values: { days: 2, hours: 4 } });
  });
  it('never goes negative when the clock of two scanners disagree', () => {
    expect(durationParts('2026-01-01T00:10:00Z', '2026-01-01T00:00:00Z').values).toEqual({ minutes: 0 });
  });
});
