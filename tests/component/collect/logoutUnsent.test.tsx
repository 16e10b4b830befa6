// Log out in the middle of a collection asks first, naming the collection in the collect plugin's words: Stay keeps
// it, Log out anyway logs out and the next login starts clean. Nothing asks when no work is held.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../src/kernel/session/store';
import collect from '../../../src/plugins/collect';
import { handlers, resetCollectSim } from '../../../src/plugins/collect/sim';
import { currentCollect, resetCollect } from '../../../src/plugins/collect/state/collectStore';
import { openMainMenu, renderPortal, resetPortal, setupPortalServer, type RenderedPortal } from '../../harness/renderPortal';

setupPortalServer(handlers);
afterEach(() => {
  resetPortal();
  resetCollectSim();
  resetCollect();
  localStorage.clear();
});

async function verifyAndScan(): Promise<RenderedPortal> {
  const portal = await renderPortal({ path: '/customer-collect', plugins: [collect], loggedInAs: 'sg-demo', locale: 'en' });
  await portal.user.type(await screen.findByLabelText('One-time code (OTP)', undefined, { timeout: 10_000 }), '222222');
  await portal.user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByRole('heading', { level: 1, name: 'Parcels for Bea Santos' }, { timeout: 10_000 });
  await portal.user.type(await screen.findByLabelText('Tracking ID of the parcel from the shelf'), 'NVSGCOL00201');
  await portal.user.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText('1 of 2 scanned', undefined, { timeout: 5000 });
  return portal;
}

async function chooseLogOut(portal: RenderedPortal): Promise<void> {
  const menu = await openMainMenu(portal.user);
  await portal.user.click(within(menu).getByRole('button', { name: 'Log out' }));
}

describe('log out with a collection in progress', () => {
  it('asks once, naming the collection; Stay keeps it, Log out anyway leaves', async () => {
    const portal = await verifyAndScan();
    await chooseLogOut(portal);
    const ask = await screen.findByRole('alertdialog', { name: 'Log out and lose work not sent?' });
    expect(within(ask).getByTestId('unsent-work').textContent).toBe('Bea Santos\'s collection: 1 parcel scanned, nothing handed over');

    await portal.user.click(within(ask).getByRole('button', { name: 'Stay and finish' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(session.loginInfo).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Parcels for Bea Santos' })).toBeTruthy();
    expect(currentCollect().scanned).toEqual(['NVSGCOL00201']);

    await chooseLogOut(portal);
    const again = await screen.findByRole('alertdialog', { name: 'Log out and lose work not sent?' });
    await portal.user.click(within(again).getByRole('button', { name: 'Log out anyway' }));
    expect(await screen.findByRole('heading', { name: 'Log in to your point' })).toBeTruthy();
    expect(session.loginInfo).toBeNull();
  });

  it('logs out at once when nothing is held', async () => {
    const portal = await renderPortal({ path: '/customer-collect', plugins: [collect], loggedInAs: 'sg-demo', locale: 'en' });
    await screen.findByLabelText('One-time code (OTP)', undefined, { timeout: 10_000 });
    await chooseLogOut(portal);
    expect(await screen.findByRole('heading', { name: 'Log in to your point' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
