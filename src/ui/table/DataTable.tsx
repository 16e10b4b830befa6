import { Box, Button, HStack, Table, Text, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { memo, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Empty, ErrorNotice, Loading } from '../PageState';
import { pageOf, sortRows, windowOf, type SortDirection, type SortValue } from './tableModel';

/** One column: its header (already in the operator's language), its cell, and how it sorts, if it does. */
export interface DataColumn<R> {
  id: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** Present: the header is a button that sorts by this value. */
  sortValue?: (row: R) => SortValue;
  /** Hidden by the caller's country or setting; the table leaves it out. */
  hidden?: boolean;
  /** Keep the cell on one line (times, ids). */
  nowrap?: boolean;
  /** Only from the tablet breakpoint up: on a phone the column gives its room to the others. */
  wideOnly?: boolean;
  /** Right-aligned (actions, amounts). */
  end?: boolean;
  /** The header is for screen readers only (a column of buttons that name themselves). */
  headerHidden?: boolean;
}

/** The table's own words, from the caller's catalog (src/ui has none). */
export interface DataTableTexts {
  loading: string;
  empty: string;
  error: string;
  retry?: string;
  previous: string;
  next: string;
  page: (page: number, pages: number) => string;
}

export interface DataTableProps<R> {
  /** null while loading. */
  rows: readonly R[] | null;
  columns: ReadonlyArray<DataColumn<R>>;
  rowKey: (row: R) => string;
  texts: DataTableTexts;
  /** The accessible name of the table. */
  label: string;
  failed?: boolean;
  onRetry?: () => void;
  /** Rows a page (50); ignored when `virtual`. */
  pageSize?: number;
  /** Draw only the rows in view of a box this high, rows of this height: for thousands of rows, no paging. */
  virtual?: { height: number; rowHeight: number };
  /** Extra attributes of a row (data-kind and the like). */
  rowAttributes?: (row: R) => Record<string, string>;
  initialSort?: { column: string; direction: SortDirection };
  testId?: string;
}

const WIDE_ONLY = { base: 'none', md: 'table-cell' } as const;

interface BodyRowProps<R> {
  row: R;
  index: number;
  columns: ReadonlyArray<DataColumn<R>>;
  /** The row's extra attributes, worked out by the table (a caller's inline function would defeat the memo). */
  attributes?: Record<string, string>;
  height?: number;
}

function sameAttributes(a?: Record<string, string>, b?: Record<string, string>): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/**
 * One body row. Memoised on its row, place, columns and attribute values: when virtual rows scroll, the rows still in
 * the window keep their elements and only the rows coming into view are drawn (10,000 rows scroll with a few rows'
 * work per frame); a row whose attributes change (scanned, say) is drawn again. Plain elements, styled by the table
 * (bodyCss): a styled component per cell worked out its styles for each of fifty rows times their columns, the
 * largest part of a data page's first render on a cheap phone.
 */
const BodyRow = memo(function BodyRow({ row, index, columns, attributes, height }: BodyRowProps<unknown>) {
  return (
    <tr aria-rowindex={index} {...attributes} style={height ? { height } : undefined}>
      {columns.map((c) => (
        <td key={c.id} data-nowrap={c.nowrap || undefined} data-wide-only={c.wideOnly || undefined} data-end={c.end || undefined}>
          {c.cell(row)}
        </td>
      ))}
    </tr>
  );
}, (a, b) => a.row === b.row && a.index === b.index && a.columns === b.columns && a.height === b.height && sameAttributes(a.attributes, b.attributes),
) as <R>(props: BodyRowProps<R>) => ReactNode;

/** The recipe's row and cell styles, once for the table's body, with what a column asks for. */
function useBodyCss(): SystemStyleObject {
  const recipe = useSlotRecipe({ key: 'table' });
  return useMemo(() => {
    const styles = recipe({ size: 'sm', variant: 'outline' });
    return {
      '& > tbody > tr': styles.row ?? {},
      '& > tbody > tr > td': styles.cell ?? {},
      '& > tbody > tr > td[data-nowrap]': { whiteSpace: 'nowrap' },
      '& > tbody > tr > td[data-end]': { textAlign: 'end' },
      '& > tbody > tr > td[data-wide-only]': { display: WIDE_ONLY },
    };
  }, [recipe]);
}

/**
 * The portal's one table: loading, empty and error states, sortable columns (aria-sort, keyboard through the
 * header buttons), paging by 50, or virtual rows that keep a long list to a few dozen rows in the page.
 */
export function DataTable<R>(props: DataTableProps<R>) {
  const { texts, failed, onRetry } = props;
  // The first rows to arrive are drawn in the background, in slices that leave the main thread free between them
  // (fifty rows at once were one long task on a cheap phone): until then the table still says it is loading. Later
  // changes (a sort, a scanned parcel) show at once.
  const rows = useDeferredValue(props.rows) === null ? null : props.rows;
  const columns = useMemo(() => props.columns.filter((c) => !c.hidden), [props.columns]);
  const [sort, setSort] = useState(props.initialSort ?? null);
  const [page, setPage] = useState(1);
  // The first row in view, not the scroll offset: scrolling within a row changes nothing, so React skips the render.
  const [firstInView, setFirstInView] = useState(0);
  const bodyCss = useBodyCss();

  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.id === sort.column) : undefined;
    return rows && sort && column?.sortValue ? sortRows(rows, column.sortValue, sort.direction) : rows;
  }, [rows, columns, sort]);

  // The header stays as it is while virtual rows scroll: only sorting and the columns change it.
  const sticky = Boolean(props.virtual);
  const header = useMemo(() => {
    const toggle = (id: string) => {
      setSort((s) => (s?.column === id ? { column: id, direction: s.direction === 'ascending' ? 'descending' : 'ascending' } : { column: id, direction: 'ascending' }));
      setPage(1);
    };
    return (
      <Table.Header position={sticky ? 'sticky' : undefined} top="0" bg="bg" zIndex="1">
        <Table.Row aria-rowindex={1}>
          {columns.map((c) => {
            const direction = sort?.column === c.id ? sort.direction : undefined;
            return (
              <Table.ColumnHeader key={c.id} aria-sort={c.sortValue ? (direction ?? 'none') : undefined} display={c.wideOnly ? WIDE_ONLY : undefined}>
                {c.sortValue ? (
                  // A header stays on one line: the table scrolls sideways on a phone rather than squeeze its columns.
                  <Button variant="plain" size="sm" px="0" whiteSpace="nowrap" flexShrink="0" onClick={() => toggle(c.id)}>
                    {c.header}
                    <span aria-hidden="true">{direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ''}</span>
                  </Button>
                ) : c.headerHidden ? <Box srOnly>{c.header}</Box> : c.header}
              </Table.ColumnHeader>
            );
          })}
        </Table.Row>
      </Table.Header>
    );
  }, [columns, sort, sticky]);

  if (failed) {
    return (
      <ErrorNotice>
        {texts.error}
        {onRetry && texts.retry && <Button size="xs" variant="outline" ms="3" onClick={onRetry}>{texts.retry}</Button>}
      </ErrorNotice>
    );
  }
  if (sorted === null) return <Loading label={texts.loading} />;
  if (sorted.length === 0) return <Empty>{texts.empty}</Empty>;

  const virtual = props.virtual;
  const paged = virtual ? null : pageOf(sorted, page, props.pageSize ?? 50);
  const win = virtual ? windowOf(sorted.length, firstInView * virtual.rowHeight, virtual.height, virtual.rowHeight) : null;
  const visible = paged ? paged.rows : sorted.slice(win?.start ?? 0, win?.end ?? 0);
  const firstIndex = paged ? paged.first : (win?.start ?? 0);

  const table = (
    <Table.Root size="sm" variant="outline" css={bodyCss} aria-label={props.label} aria-rowcount={sorted.length + 1} data-testid={props.testId}>
      {header}
      <tbody>
        {win && win.before > 0 && <tr aria-hidden="true" style={{ height: win.before }} />}
        {visible.map((row, i) => (
          <BodyRow key={props.rowKey(row)} row={row} index={firstIndex + i + 2} columns={columns} attributes={props.rowAttributes?.(row)}
            height={virtual?.rowHeight} />
        ))}
        {win && win.after > 0 && <tr aria-hidden="true" style={{ height: win.after }} />}
      </tbody>
    </Table.Root>
  );

  return (
    <Box>
      {virtual ? (
        <Box overflow="auto" height={`${virtual.height}px`} onScroll={(e) => setFirstInView(Math.floor(e.currentTarget.scrollTop / virtual.rowHeight))} data-testid={props.testId && `${props.testId}-scroll`}>
          {table}
        </Box>
      ) : (
        <Box overflowX="auto">{table}</Box>
      )}
      {paged && paged.pages > 1 && (
        <HStack as="nav" aria-label={props.label} gap="3" mt="3" justify="flex-end">
          <Button size="sm" variant="outline" disabled={paged.page === 1} onClick={() => setPage(paged.page - 1)}>{texts.previous}</Button>
          <Text aria-live="polite" textStyle="sm">{texts.page(paged.page, paged.pages)}</Text>
          <Button size="sm" variant="outline" disabled={paged.page === paged.pages} onClick={() => setPage(paged.page + 1)}>{texts.next}</Button>
        </HStack>
      )}
    </Box>
  );
}
