import { describe, expect, it } from 'vitest';
import type { ShipperWeek } from '../../../src/plugins/analytics/api/types';
import { mondaysBetween } from '../../../src/plugins/analytics/sim/volumes';
import { monthlyByType, monthlyTrend, weeksByTiming } from '../../../src/plugins/analytics/model/series';
import { firstMonday, monthOfWeek, weekDays, weeksInRange } from '../../../src/plugins/analytics/model/weeks';

const week = (monday: string): ShipperWeek => ({
  week_start: monday, total_volume: 10, volume_n0: 6, volume_n1_early_oc: 2, volume_n1_late_oc: 1, volume_n2_plus: 1,
  by_type: { POST_PLUS: 3, MARKETPLACE: 6, RETURN: 1 },
});
// What a server answers for 1 Nov 2025 to 27 Nov 2026: every week that touches those days, from the week of 27 Oct.
const touching = mondaysBetween('2025-11-01', '2026-11-27').map(week);
const range = { from: '2025-11', to: '2026-11' };
const months = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

describe('a week counts whole in the month of its Monday', () => {
  it('the week of 27 Oct 2025 (1 and 2 Nov are its Saturday and Sunday) is October’s; the week of 30 Nov 2026 is November’s', () => {
    expect(touching[0]?.week_start).toBe('2025-10-27');
    expect(monthOfWeek('2025-10-27')).toBe('2025-10');
    expect(monthOfWeek('2026-11-30')).toBe('2026-11');
    expect(weeksInRange(touching, range)[0]?.week_start).toBe('2025-11-03');
  });

  it('Nov 2025 to Nov 2026: the trend and the types by month draw the 13 months of the range and no other', () => {
    const trend = monthlyTrend(touching, range, '2026-11');
    expect(trend.categories).toEqual(months);
    // November 2025 has the weeks of 3, 10, 17 and 24 Nov; November 2026 so far those of 2, 9, 16 and 23 Nov.
    expect(trend.series[0]?.data[0]).toBe(40);
    expect(trend.series[0]?.data[12]).toBe(40);
    expect(trend.series[0]?.data.reduce((a, b) => a + b, 0)).toBe(10 * weeksInRange(touching, range).length);
    const byType = monthlyByType(touching, range, '2026-11');
    expect(byType.categories).toEqual(months);
    expect(byType.series.map((s) => s.data[0])).toEqual([12, 24, 4]);
    expect(weeksByTiming(touching, range).categories[0]).toBe('2025-11-03');
  });

  it('a month of the range with no week yet still shows, as 0; none after the current month', () => {
    const trend = monthlyTrend([week('2026-09-07')], { from: '2026-08', to: '2026-10' }, '2026-09');
    expect(trend.categories).toEqual(['2026-08', '2026-09']);
    expect(trend.series[0]?.data).toEqual([0, 10]);
  });

  it('asks for the weeks of the range: from its first Monday to its last day or today', () => {
    expect(firstMonday('2025-11')).toBe('2025-11-03');
    expect(firstMonday('2026-06')).toBe('2026-06-01');
    expect(weekDays(range, '2026-11-27')).toEqual({ start: '2025-11-03', end: '2026-11-27' });
    expect(weekDays({ from: '2026-01', to: '2026-02' }, '2026-11-27')).toEqual({ start: '2026-01-05', end: '2026-02-28' });
    // 1 Nov 2026 is a Sunday: no week of November has begun.
    expect(weekDays({ from: '2026-11', to: '2026-11' }, '2026-11-01')).toBeNull();
  });
});
