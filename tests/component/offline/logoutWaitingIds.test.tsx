// A chosen log-out with parcels kept offline names them by tracking id, as the operator at the counter decides by
// them: up to ten listed, the rest counted.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import orders from '../../../src/plugins/orders';
import { handlers } from '../../../src/plugins/orders/sim';
import { refreshWaiting, waitingScans } from '../../../src/plugins/orders/state/waitingScans';
import { openMainMenu, renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';
import { goOffline, resetNetwork } from '../../harness/network';

setupPortalServer(handlers);
afterEach(async () => {
  await waitingScans.remove((await waitingScans.entries()).map((e) => e.id));
  resetPortal();
  resetNetwork();
});

const ids = (n: number) => Array.from({ length: n }, (_, i) => `NVSG${String(i + 1).padStart(8, '0')}`);

async function keepOffline(codes: readonly string[]): Promise<void> {
  for (const code of codes) await waitingScans.add({ code, parcel: null });
  await refreshWaiting();
}

async function askLogOut(user: Awaited<ReturnType<typeof renderPortal>>['user']): Promise<HTMLElement> {
  const menu = await openMainMenu(user);
  await user.click(within(menu).getByRole('button', { name: 'Log out' }));
  return screen.findByRole('alertdialog', { name: 'Log out and lose work not sent?' });
}

describe('log out with parcels kept offline', () => {
  it('lists each waiting parcel by its tracking id', async () => {
    const { user } = await renderPortal({ path: '/', plugins: [orders], loggedInAs: 'sg-demo', locale: 'en', beforeRender: goOffline });
    await keepOffline(ids(2));
    const ask = await askLogOut(user);
    const item = within(within(ask).getByTestId('unsent-work')).getAllByRole('listitem')[0] as HTMLElement;
    expect(item.textContent).toContain('2 parcels kept while offline and not sent yet');
    expect(within(within(item).getByTestId('unsent-ids')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(ids(2));
  });

  it('lists ten, then says how many more', async () => {
    const { user } = await renderPortal({ path: '/', plugins: [orders], loggedInAs: 'sg-demo', locale: 'en', beforeRender: goOffline });
    await keepOffline(ids(13));
    const ask = await askLogOut(user);
    expect(within(ask).getByText('13 parcels kept while offline and not sent yet', { exact: false })).toBeTruthy();
    const listed = within(within(ask).getByTestId('unsent-ids')).getAllByRole('listitem').map((li) => li.textContent);
    expect(listed).toEqual([...ids(10), 'and 3 more']);
  });
});
