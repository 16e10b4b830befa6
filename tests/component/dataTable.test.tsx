// The shared data table as an operator meets it: states, sorting by mouse and keyboard, paging, virtual rows.
import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn, type DataTableTexts } from '../../src/ui/table/DataTable';
import { portalSystem } from '../../src/ui/theme';

type Row = { id: string; name: string; weight: number };
const TEXTS: DataTableTexts = {
  loading: 'Loading', empty: 'No data', error: 'Something went wrong', retry: 'Retry', previous: 'Previous', next: 'Next',
  page: (p, n) => `Page ${p} of ${n}`,
};
const COLUMNS: Array<DataColumn<Row>> = [
  { id: 'name', header: 'Name', cell: (r) => r.name, sortValue: (r) => r.name },
  { id: 'weight', header: 'Weight', cell: (r) => `${r.weight} kg`, sortValue: (r) => r.weight },
  { id: 'secret', header: 'Hidden here', cell: () => 'x', hidden: true },
];
const rowsOf = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), name: `Parcel ${String(i + 1).padStart(5, '0')}`, weight: (i * 7) % 13 }));

function draw(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  return render(
    <ChakraProvider value={portalSystem}>
      <DataTable<Row> rows={rowsOf(3)} columns={COLUMNS} rowKey={(r) => r.id} texts={TEXTS} label="Parcels" {...props} />
    </ChakraProvider>,
  );
}
const bodyRows = () => within(screen.getByRole('table', { name: 'Parcels' })).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('says loading, empty or failed in the caller\'s words', async () => {
    const { rerender } = draw({ rows: null });
    expect(screen.getByText('Loading')).toBeTruthy();
    rerender(<ChakraProvider value={portalSystem}><DataTable<Row> rows={[]} columns={COLUMNS} rowKey={(r) => r.id} texts={TEXTS} label="Parcels" /></ChakraProvider>);
    expect(screen.getByText('No data')).toBeTruthy();
    let retried = 0;
    rerender(<ChakraProvider value={portalSystem}><DataTable<Row> rows={[]} failed onRetry={() => { retried += 1; }} columns={COLUMNS} rowKey={(r) => r.id} texts={TEXTS} label="Parcels" /></ChakraProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    expect(retried).toBe(1);
  });

  it('leaves out a hidden column; sorts by a header click, again for descending, and by Enter on the header', async () => {
    const user = userEvent.setup();
    draw({ rows: [{ id: '1', name: 'Beta', weight: 2 }, { id: '2', name: 'alpha', weight: 9 }, { id: '3', name: 'Gamma', weight: 1 }] });
    expect(screen.queryByText('Hidden here')).toBeNull();
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('none');
    await user.click(within(name).getByRole('button'));
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyRows().map((r) => r.textContent)).toEqual(['alpha9 kg', 'Beta2 kg', 'Gamma1 kg']);
    await user.click(within(name).getByRole('button'));
    expect(bodyRows()[0]?.textContent).toBe('Gamma1 kg');
    within(screen.getByRole('columnheader', { name: /Weight/ })).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(bodyRows().map((r) => r.textContent)).toEqual(['Gamma1 kg', 'Beta2 kg', 'alpha9 kg']);
  });

  it('pages by 50: page 2 shows rows 51 to 100', async () => {
    const user = userEvent.setup();
    draw({ rows: rowsOf(120) });
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(bodyRows()[0]?.textContent).toContain('Parcel 00051');
    expect(bodyRows()[49]?.textContent).toContain('Parcel 00100');
  });

  it('10,000 virtual rows keep under 100 rows in the page, the table still says how many there are', () => {
    draw({ rows: rowsOf(10_000), virtual: { height: 480, rowHeight: 40 } });
    const table = screen.getByRole('table', { name: 'Parcels' });
    expect(within(table).getAllByRole('row').length).toBeLessThan(100);
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    expect(bodyRows()[0]?.textContent).toContain('Parcel 00001');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('scrolled, the virtual rows move on: the row at the new top is in the page and the first is gone', () => {
    draw({ rows: rowsOf(10_000), virtual: { height: 480, rowHeight: 40 }, testId: 'long' });
    const box = screen.getByTestId('long-scroll');
    box.scrollTop = 40 * 5000 + 15;
    fireEvent.scroll(box);
    const texts = bodyRows().map((r) => r.textContent ?? '');
    expect(texts.some((t) => t.includes('Parcel 05001'))).toBe(true);
    expect(texts.some((t) => t.includes('Parcel 00001'))).toBe(false);
  });

  it('a row whose attributes change is drawn again (a parcel marked scanned), the others keep theirs', () => {
    const attrs = (scanned: Set<string>) => (r: Row) => ({ 'data-scanned': String(scanned.has(r.id)) });
    const rows = rowsOf(3);
    const { rerender } = draw({ rows, rowAttributes: attrs(new Set()) });
    expect(bodyRows().map((r) => r.getAttribute('data-scanned'))).toEqual(['false', 'false', 'false']);
    rerender(<ChakraProvider value={portalSystem}><DataTable<Row> rows={rows} columns={COLUMNS} rowKey={(r) => r.id} texts={TEXTS} label="Parcels" rowAttributes={attrs(new Set(['2']))} /></ChakraProvider>);
    expect(bodyRows().map((r) => r.getAttribute('data-scanned'))).toEqual(['false', 'true', 'false']);
  });
});
