// The shared scanned list: newest first, and Remove takes away the item it stands beside.
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScannedList, type ScannedListTexts } from '../../src/ui/scanned/ScannedList';
import { portalSystem } from '../../src/ui/theme';

const TEXTS: ScannedListTexts = {
  loading: 'Loading', empty: 'Nothing scanned yet', error: 'Failed', previous: 'Previous', next: 'Next', page: (p, n) => `${p}/${n}`,
  count: '3 scanned', actions: 'Actions', remove: 'Remove', removeLabel: (id) => `Remove ${id}`,
};

describe('ScannedList', () => {
  it('shows the newest first and removes by the index the caller keeps', async () => {
    const removed: number[] = [];
    render(
      <ChakraProvider value={portalSystem}>
        <ScannedList<string> items={['A1', 'B2', 'C3']} columns={[{ id: 'code', header: 'Code', cell: (c) => c }]} itemKey={(c) => c}
          texts={TEXTS} onRemove={(i) => removed.push(i)} label="Scanned" />
      </ChakraProvider>,
    );
    expect(screen.getByText('3 scanned')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Scanned' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['C3', 'B2', 'A1']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove B2' }));
    expect(removed).toEqual([1]);
  });

  it('says so when nothing is scanned yet', () => {
    render(<ChakraProvider value={portalSystem}><ScannedList<string> items={[]} columns={[]} itemKey={(c) => c} texts={TEXTS} onRemove={() => undefined} label="Scanned" /></ChakraProvider>);
    expect(screen.getByText('Nothing scanned yet')).toBeTruthy();
  });
});
