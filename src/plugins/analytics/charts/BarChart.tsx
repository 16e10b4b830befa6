/**
 * The one module that imports apexcharts: only the core and the bar type (the legend is plain HTML, ChartLegend, which
 * saves the legend feature's code and shows with the figures). ChartCard loads it with React.lazy, so its code comes
 * with an analytics page's first chart and never with any other page.
 */
import Chart from 'react-apexcharts/core';
import 'apexcharts/bar';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { yAxisMax } from '../model/chartMaths';
import { formatCount, stackedTooltipParts } from '../model/format';
import { seriesColours } from '../model/palette';
import { CHART_HEIGHT_PX } from './chartSize';

export interface BarChartProps {
  /** The x axis labels, already in the operator's language. */
  labels: string[];
  /** Each series with its name in the operator's language. */
  series: Array<{ name: string; data: number[] }>;
  stacked: boolean;
  locale: string;
  /** The stacked tooltip's line: parcels and share, e.g. '1,500 parcels (75%)'. */
  stackedLine: (count: string, value: number, share: string) => string;
  /** The accessible name of the drawing (the table view carries the figures). */
  label: string;
  height?: number;
}

export default function BarChart({ labels, series, stacked, locale, stackedLine, label, height = CHART_HEIGHT_PX }: BarChartProps) {
  const colours = useMemo(() => seriesColours(series.length), [series.length]);
  const options = useMemo<ApexOptions>(() => ({
    chart: {
      type: 'bar', stacked, toolbar: { show: false }, animations: { enabled: false }, fontFamily: 'inherit', zoom: { enabled: false },
      // The drawing takes exactly its height (the library adds 15 px below it by default): ChartCard's placeholder has
      // that height, so nothing moves when the drawing replaces it.
      parentHeightOffset: 0,
      // The library names the drawing itself in English ('bar chart with 3 data series: …') unless given a
      // description: ours, from the catalogs. Its keyboard module is not loaded, so the drawing is an image, not an
      // application that would take the screen reader's keys.
      accessibility: { description: label, keyboard: { enabled: false } },
    },
    colors: colours,
    dataLabels: { enabled: false },
    legend: { show: false },
    plotOptions: { bar: { columnWidth: '60%' } },
    xaxis: { categories: labels, labels: { hideOverlappingLabels: true, rotate: -45 } },
    // Spec §2: the y axis reaches 1.15 times the largest value (the tallest stack when stacked).
    yaxis: { min: 0, max: yAxisMax(series, stacked), forceNiceScale: false, labels: { formatter: (v: number) => formatCount(Math.round(v), locale) } },
    tooltip: {
      shared: false,
      intersect: true,
      y: {
        formatter: (value: number, opts?: { seriesIndex: number; dataPointIndex: number }) => {
          if (!stacked || !opts) return formatCount(value, locale);
          const parts = stackedTooltipParts(series, opts.seriesIndex, opts.dataPointIndex, locale);
          return stackedLine(parts.count, parts.value, parts.share);
        },
      },
    },
  }), [labels, series, stacked, locale, stackedLine, colours, label]);
  return (
    // Its height before the library has drawn (that comes a few frames after the mount), too.
    <figure aria-label={label} data-testid="bar-chart" style={{ margin: 0, minHeight: height }}>
      <Chart type="bar" options={options} series={series} height={height} width="100%" />
    </figure>
  );
}
