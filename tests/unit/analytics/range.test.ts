import { describe, expect, it } from 'vitest';
import { defaultRange, rangeDays, rangeProblem } from '../../../src/plugins/analytics/model/range';
import { addMonths, monthOf, monthsBetween } from '../../../src/plugins/analytics/model/months';

describe('month range', () => {
  it('defaults to the current month and the twelve before', () => {
    expect(defaultRange('2026-11')).toEqual({ from: '2025-11', to: '2026-11' });
    expect(monthsBetween('2025-11', '2026-11')).toHaveLength(13);
  });
  it('refuses a range backwards, past 24 months, in the future or not a month', () => {
    expect(rangeProblem('2026-05', '2026-04', '2026-11')).toBe('order');
    expect(rangeProblem('2024-11', '2026-11', '2026-11')).toBe('length');
    expect(rangeProblem('2024-12', '2026-11', '2026-11')).toBeNull();
    expect(rangeProblem('2026-10', '2026-12', '2026-11')).toBe('future');
    expect(rangeProblem('', '2026-11', '2026-11')).toBe('invalid');
  });
  it('days of a range: the first of the first month to the last of the last (leap years too)', () => {
    expect(rangeDays('2025-11', '2026-02')).toEqual({ start: '2025-11-01', end: '2026-02-28' });
    expect(rangeDays('2028-02', '2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });
  it('the month of an instant is the country’s: 30 Nov 20:00 UTC is December in Thailand (+7), November in Morocco (+1)', () => {
    const t = Date.UTC(2026, 10, 30, 20);
    expect(monthOf(t, 7)).toBe('2026-12');
    expect(monthOf(t, 1)).toBe('2026-11');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});
