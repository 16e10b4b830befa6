/** Numbers behind the bar charts (spec §2): the y-axis maximum and the stacked tooltip's share. Pure. */

/** The spec's headroom above the largest value. */
export const Y_AXIS_HEADROOM = 1.15;

/**
 * The y-axis maximum: 1.15 times the largest value, where the largest value of a stacked chart is the tallest
 * stack (the sum of each category's series). Undefined when every value is 0, so the chart keeps its own scale.
 */
export function yAxisMax(series: ReadonlyArray<{ data: readonly number[] }>, stacked: boolean): number | undefined {
  let largest = 0;
  if (stacked) {
    const length = Math.max(0, ...series.map((s) => s.data.length));
    for (let i = 0; i < length; i += 1) largest = Math.max(largest, series.reduce((sum, s) => sum + (s.data[i] ?? 0), 0));
  } else {
    for (const s of series) for (const v of s.data) largest = Math.max(largest, v);
  }
  return largest > 0 ? largest * Y_AXIS_HEADROOM : undefined;
}

/** A stacked segment's share of its stack in percent (0 for an empty stack). */
export function shareOfStack(series: ReadonlyArray<{ data: readonly number[] }>, seriesIndex: number, dataIndex: number): number {
  const total = series.reduce((sum, s) => sum + (s.data[dataIndex] ?? 0), 0);
  const value = series[seriesIndex]?.data[dataIndex] ?? 0;
  return total > 0 ? (value / total) * 100 : 0;
}

/** Each category's stack total (the table view's last column). */
export function stackTotals(series: ReadonlyArray<{ data: readonly number[] }>): number[] {
  const length = Math.max(0, ...series.map((s) => s.data.length));
  return Array.from({ length }, (_v, i) => series.reduce((sum, s) => sum + (s.data[i] ?? 0), 0));
}
