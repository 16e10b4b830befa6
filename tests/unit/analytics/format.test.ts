import { describe, expect, it } from 'vitest';
import { formatMonth, stackedTooltipParts } from '../../../src/plugins/analytics/model/format';
import { monthlyTrend, volumesByMonth, weeksByTiming } from '../../../src/plugins/analytics/model/series';
import type { ShipperWeek } from '../../../src/plugins/analytics/api/types';

const series = [{ data: [1500, 10] }, { data: [500, 0] }];

describe('stacked tooltip', () => {
  it('the segment parcels and its share of the stack, in the operator language', () => {
    expect(stackedTooltipParts(series, 0, 0, 'en')).toEqual({ value: 1500, count: '1,500', share: '75%' });
    expect(stackedTooltipParts(series, 1, 1, 'en')).toEqual({ value: 0, count: '0', share: '0%' });
    expect(stackedTooltipParts(series, 0, 0, 'fr').count).toBe('1\u202f500');
    expect(stackedTooltipParts([{ data: [1] }, { data: [2] }], 0, 0, 'en').share).toBe('33.3%');
  });
  it('months in the operator language', () => {
    expect(formatMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(formatMonth('2026-11', 'th')).toContain('2569');
  });
});

describe('series from the answers', () => {
  it('every month of the range, a missing month as 0', () => {
    const chart = volumesByMonth([{ month: '2026-10', volumes: { POST_PLUS: 5, MARKETPLACE: 7, RETURN: 1 } }], '2026-09', '2026-11');
    expect(chart.categories).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(chart.series.map((s) => [s.key, s.data])).toEqual([['POST_PLUS', [0, 5, 0]], ['MARKETPLACE', [0, 7, 0]], ['RETURN', [0, 1, 0]]]);
  });
  it('weeks by timing and the monthly trend', () => {
    const week = (d: string, n: number): ShipperWeek => ({ week_start: d, total_volume: n, volume_n0: n - 3, volume_n1_early_oc: 1, volume_n1_late_oc: 1, volume_n2_plus: 1, by_type: { POST_PLUS: n, MARKETPLACE: 0, RETURN: 0 } });
    const weeks = [week('2026-10-26', 10), week('2026-11-02', 20), week('2026-11-09', 30)];
    const range = { from: '2026-10', to: '2026-11' };
    expect(weeksByTiming(weeks, range).series[0]).toEqual({ key: 'volume_n0', data: [7, 17, 27] });
    expect(monthlyTrend(weeks, range, '2026-11')).toEqual({ categories: ['2026-10', '2026-11'], series: [{ key: 'total_volume', data: [10, 50] }] });
  });
});
