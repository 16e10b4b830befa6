import { describe, expect, it } from 'vitest';
import { shareOfStack, stackTotals, yAxisMax } from '../../../src/plugins/analytics/model/chartMaths';

const series = [
  { data: [10, 40, 0] },
  { data: [30, 20, 0] },
];

describe('y-axis maximum: 1.15 times the largest value', () => {
  it('plain bars: the largest bar', () => {
    expect(yAxisMax(series, false)).toBeCloseTo(46);
    expect(yAxisMax([{ data: [200] }], false)).toBeCloseTo(230);
  });
  it('stacked bars: the tallest stack', () => {
    expect(yAxisMax(series, true)).toBeCloseTo(69);
  });
  it('all zero or no data: the chart keeps its own scale', () => {
    expect(yAxisMax([{ data: [0, 0] }], true)).toBeUndefined();
    expect(yAxisMax([], false)).toBeUndefined();
  });
});

describe('stacked tooltip share', () => {
  it('a segment over its stack in percent', () => {
    expect(shareOfStack(series, 0, 0)).toBe(25);
    expect(shareOfStack(series, 1, 0)).toBe(75);
    expect(shareOfStack(series, 0, 1)).toBeCloseTo(66.667, 2);
  });
  it('an empty stack is 0 %, not NaN', () => {
    expect(shareOfStack(series, 0, 2)).toBe(0);
    expect(shareOfStack(series, 5, 0)).toBe(0);
  });
  it('stack totals', () => {
    expect(stackTotals(series)).toEqual([40, 60, 0]);
  });
});
