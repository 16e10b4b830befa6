// Parcels in store offline: the last shelf the operator loaded is kept with its time, and offline the page lists it,
// says when it was loaded (the shared formatter, the country's time) and that it may be out of date, and a stocktake
// starts from it; an operator with no shelf kept is told a stocktake needs the network once.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, type CountryConfig } from '../../../src/kernel';
import { networkState } from '../../../src/kernel/network/state';
import history from '../../../src/plugins/history';
import orders from '../../../src/plugins/orders';
import { handlers, resetHistorySim } from '../../../src/plugins/history/sim';
import { parcelsOf } from '../../../src/plugins/history/sim/parcels';
import { shelfCopy } from '../../../src/plugins/history/state/shelfCopy';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

setupPortalServer(handlers);
afterEach(() => { networkState.browserOnline = true; resetPortal(); resetHistorySim(); });
const plugins = [orders, history];

describe('parcels in store offline', () => {
  it('offline, lists the shelf loaded earlier, says when it was loaded, and a stocktake starts from it', async () => {
    await renderPortal({ path: '/parcels-in-store', plugins, loggedInAs: 'sg-demo' });
    const table = await screen.findByRole('table', { name: 'Parcels in store' });
    const shelf = parcelsOf('sg').filter((p) => p.in_store).map((p) => p.tracking_id);
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(shelf.length);
    expect(screen.queryByTestId('shelf-offline')).toBeNull();
    const kept = await shelfCopy.load();
    expect(kept?.value.map((p) => p.tracking_id).sort()).toEqual([...shelf].sort());
    resetPortal();

    networkState.browserOnline = false;
    const { user } = await renderPortal({ path: '/parcels-in-store', plugins, loggedInAs: 'sg-demo' });
    const at = formatDateTime(kept!.savedAt, { utcOffsetHours: 8 } as CountryConfig, 'en');
    expect((await screen.findByTestId('shelf-offline')).textContent)
      .toBe(`Offline: this list of parcels in store was loaded on ${at} and may be out of date. A stocktake now compares the shelf with it.`);
    await user.click(screen.getByRole('button', { name: 'Start stocktake' }));
    expect(await screen.findByText(`${shelf.length} expected parcels not scanned yet`)).toBeTruthy();
  });

  it('offline with no shelf kept for this operator: a stocktake needs the network once, and cannot start', async () => {
    networkState.browserOnline = false;
    await renderPortal({ path: '/parcels-in-store', plugins, loggedInAs: 'my-demo' });
    expect((await screen.findByTestId('shelf-offline')).textContent)
      .toBe('Offline: a stocktake needs the network once. Open Parcels in store while online, and its list is kept on this device for a stocktake offline.');
    expect((screen.getByRole('button', { name: 'Start stocktake' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('table', { name: 'Parcels in store' })).toBeNull();
  });
});
