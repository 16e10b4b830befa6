// The Activity page labels and filters events by the kinds the kernel and the loaded plugins declare, and says what
// each event was in the operator's words.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEventLog } from '../../src/kernel/eventLog/eventLog';
import { setEventLogForTest } from '../../src/kernel/eventLog';
import { createMemoryStore } from '../../src/kernel/eventLog/memoryStore';
import orders from '../../src/plugins/orders';
import history from '../../src/plugins/history';
import { renderPortal, resetPortal, setupPortalServer } from '../harness/renderPortal';

setupPortalServer();
afterEach(() => {
  resetPortal();
  setEventLogForTest(null);
});

describe('Activity kinds', () => {
  it("a plugin's kind shows its declared label, and the filter offers every declared kind by label", async () => {
    const log = createEventLog(createMemoryStore());
    setEventLogForTest(log);
    const { user } = await renderPortal({ path: '/settings/activity', plugins: [orders], loggedInAs: 'sg-demo' });
    await screen.findByRole('heading', { name: 'Activity today' });
    await log.append({ dpId: 10101, user: 'sg-demo', kind: 'receipt', payload: { receiptId: 7, size: 'A6', outcome: 'opened' } });
    await log.append({ dpId: 10101, user: 'sg-demo', kind: 'retiredKind', payload: {} });

    const receiptRow = await screen.findByText('Receipt', { selector: 'td' });
    expect(receiptRow.closest('tr')?.getAttribute('data-kind')).toBe('receipt');
    // A kind nobody declares (an event of a plugin no longer loaded) shows as it was written.
    expect(await screen.findByText('retiredKind', { selector: 'td' })).toBeTruthy();

    const filter = screen.getByRole('combobox', { name: 'Kind' });
    const options = within(filter).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Air waybill', 'Lodge-in', 'Receipt', 'Scan accepted', 'Logged in', 'retiredKind']));
    await user.selectOptions(filter, 'receipt');
    expect(screen.queryByText('retiredKind', { selector: 'td' })).toBeNull();
    expect(screen.getByText('Receipt', { selector: 'td' })).toBeTruthy();
  });

  it("shows a stocktake's details as the history plugin words them, not as JSON, and a kernel event's too", async () => {
    const log = createEventLog(createMemoryStore());
    setEventLogForTest(log);
    await renderPortal({ path: '/settings/activity', plugins: [history], loggedInAs: 'sg-demo' });
    await screen.findByRole('heading', { name: 'Activity today' });
    await log.append({ dpId: 10101, user: 'sg-demo', kind: 'stocktake', payload: { expected: 37, found: 36, missing: ['NVSGSTORE0007'], extra: [] } });
    await log.append({ dpId: 10101, user: 'sg-demo', kind: 'scanRejected', payload: { code: 'NVSG0001', source: 'hardware', reason: 'duplicate' } });

    const stocktake = (await screen.findByText('Stocktake', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(stocktake).getByText('36 of 37 parcels found; not scanned: NVSGSTORE0007')).toBeTruthy();
    const rejected = screen.getByText('Scan rejected', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(rejected).getByText('NVSG0001 read by a hardware scanner, refused: already scanned')).toBeTruthy();
    expect(screen.getByTestId('activity-table').textContent).not.toMatch(/[{}"]/);
  });
});
