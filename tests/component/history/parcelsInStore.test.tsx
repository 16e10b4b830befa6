// Parcels in store and the stocktake: the shelf oldest first with the overstayed marked; a stocktake with one parcel
// left unscanned and one that should not be there names both, keeps its scans across a reload, and is logged.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addEventSink } from '../../../src/kernel';
import history from '../../../src/plugins/history';
import orders from '../../../src/plugins/orders';
import { handlers, resetHistorySim } from '../../../src/plugins/history/sim';
import { parcelsOf } from '../../../src/plugins/history/sim/parcels';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

setupPortalServer(handlers);
afterEach(() => { resetPortal(); resetHistorySim(); });
const plugins = [orders, history];

describe('parcels in store', () => {
  it('lists the shelf oldest first and marks the overstayed', async () => {
    await renderPortal({ path: '/parcels-in-store', plugins, loggedInAs: 'sg-demo' });
    const table = await screen.findByRole('table', { name: 'Parcels in store' });
    const rows = within(table).getAllByRole('row').slice(1);
    const expected = parcelsOf('sg').filter((p) => p.in_store);
    expect(rows).toHaveLength(expected.length);
    expect(rows[0]?.getAttribute('data-overstayed')).toBe('true');
    const overstayed = expected.filter((p) => p.expired).length;
    expect(screen.getByText(`${overstayed} parcels have overstayed.`)).toBeTruthy();
  });

  it('a stocktake with one missing and one extra parcel names both and logs it', async () => {
    const logged: Array<Record<string, unknown>> = [];
    const stop = addEventSink((kind, payload) => { if (kind === 'stocktake') logged.push(payload); });
    try {
      const shelf = parcelsOf('sg').filter((p) => p.in_store).map((p) => p.tracking_id);
      const { user } = await renderPortal({ path: '/parcels-in-store', plugins, loggedInAs: 'sg-demo' });
      // The button is drawn while the shelf loads, disabled until it has arrived.
      const startButton = await screen.findByRole<HTMLButtonElement>('button', { name: 'Start stocktake' });
      await waitFor(() => expect(startButton.disabled).toBe(false));
      await user.click(startButton);
      const field = await screen.findByLabelText('Tracking ID on the shelf');
      for (const id of [...shelf.slice(1), 'NVSGNOTHERE1']) {
        await user.clear(field);
        await user.type(field, id);
        await user.click(screen.getByRole('button', { name: 'Submit' }));
        await screen.findByText(`${[...shelf.slice(1), 'NVSGNOTHERE1'].indexOf(id) + 1} parcel${id === shelf[1] ? '' : 's'} scanned`);
      }
      expect(screen.getByText('1 expected parcel not scanned yet')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Finish stocktake' }));
      expect(await screen.findByText(`${shelf.length - 1} found, 1 missing, 1 extra`)).toBeTruthy();
      expect(within(screen.getByTestId('stocktake-missing')).getByText(shelf[0] ?? '')).toBeTruthy();
      expect(within(screen.getByTestId('stocktake-extra')).getByText('NVSGNOTHERE1')).toBeTruthy();
      expect(logged).toEqual([{ expected: shelf.length, found: shelf.length - 1, missing: [shelf[0]], extra: ['NVSGNOTHERE1'] }]);
    } finally {
      stop();
    }
  });
});
