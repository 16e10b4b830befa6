import { useMemo } from 'react';
import { useTableTexts } from '@kernel';
import { DataTable, type DataColumn } from '@ui';
import { stackTotals } from '../model/chartMaths';

interface Row {
  label: string;
  values: number[];
  total: number;
}

export interface ChartTableProps {
  label: string;
  /** Header of the first column (month, week, shipper). */
  categoryHeader: string;
  totalHeader: string;
  labels: string[];
  series: Array<{ name: string; data: number[] }>;
  /** A total column (stacked charts). */
  withTotal: boolean;
  format: (value: number) => string;
}

/** The chart's figures as a table: for screen readers, and to copy them. */
export function ChartTable({ label, categoryHeader, totalHeader, labels, series, withTotal, format }: ChartTableProps) {
  const texts = useTableTexts();
  const rows = useMemo<Row[]>(() => {
    const totals = stackTotals(series);
    return labels.map((l, i) => ({ label: l, values: series.map((s) => s.data[i] ?? 0), total: totals[i] ?? 0 }));
  }, [labels, series]);
  const columns = useMemo<Array<DataColumn<Row>>>(() => [
    { id: 'category', header: categoryHeader, cell: (r) => r.label, nowrap: true },
    ...series.map((s, i) => ({ id: `s${i}`, header: s.name, cell: (r: Row) => format(r.values[i] ?? 0), end: true })),
    ...(withTotal ? [{ id: 'total', header: totalHeader, cell: (r: Row) => format(r.total), end: true }] : []),
  ], [categoryHeader, series, withTotal, totalHeader, format]);
  return <DataTable rows={rows} columns={columns} rowKey={(r) => r.label} texts={texts} label={label} pageSize={60} testId="chart-table" />;
}
