// The handover steps as the operator meets them: the menu entry stays highlighted, a point without COD sets the COD
// parcel aside (errorCod), and each released parcel and its cash go to the event log.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addEventSink } from '../../../src/kernel';
import collect from '../../../src/plugins/collect';
import { handlers, resetCollectSim } from '../../../src/plugins/collect/sim';
import { resetCollect } from '../../../src/plugins/collect/state/collectStore';
import { openMainMenu, renderPortal, resetPortal, setupPortalServer, type RenderedPortal } from '../../harness/renderPortal';

setupPortalServer(handlers);
afterEach(() => {
  resetPortal();
  resetCollectSim();
  resetCollect();
  localStorage.clear();
});

const SCAN = 'Tracking ID of the parcel from the shelf';

async function verifyAs(user: string, otp: string, name: string): Promise<RenderedPortal> {
  const portal = await renderPortal({ path: '/customer-collect', plugins: [collect], loggedInAs: user, locale: 'en' });
  await portal.user.type(await screen.findByLabelText('One-time code (OTP)', undefined, { timeout: 10_000 }), otp);
  await portal.user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByRole('heading', { level: 1, name: `Parcels for ${name}` }, { timeout: 10_000 });
  return portal;
}

async function scan(portal: RenderedPortal, trackingId: string): Promise<void> {
  await portal.user.type(await screen.findByLabelText(SCAN), trackingId);
  await portal.user.click(screen.getByRole('button', { name: 'Submit' }));
}

async function ticked(trackingId: string): Promise<void> {
  const table = screen.getByTestId('collect-parcels');
  await waitFor(() => {
    const row = within(table).getByText(trackingId).closest('tr');
    expect(row?.getAttribute('data-scanned')).toBe('true');
  }, { timeout: 5000 });
}

describe('customer collect', () => {
  it('keeps Collect highlighted in the menu on the code and scanning pages', async () => {
    const portal = await verifyAs('sg-demo', '111111', 'Alex Lim');
    const menu = await openMainMenu(portal.user);
    expect(within(menu).getByRole('link', { name: 'Collect' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getAllByRole('link', { name: 'Home' }).map((l) => l.getAttribute('aria-current'))).not.toContain('page');
  });

  it('a point without COD: the COD parcel goes to errorCod and is set aside; the other is released without asking again', async () => {
    const portal = await verifyAs('id-nocod-demo', '333333', 'Chandra Wijaya');
    await scan(portal, 'NVIDCOL00301');
    await ticked('NVIDCOL00301');
    await scan(portal, 'NVIDCOL00302');
    await ticked('NVIDCOL00302');
    await portal.user.click(screen.getByRole('button', { name: 'Hand over 2 parcels' }));
    const problem = await screen.findByTestId('cod-error');
    expect(within(problem).getByText('Unable to Process Parcel!')).toBeTruthy();
    expect(problem.textContent).toContain('NVIDCOL00301');
    expect(problem.textContent).toContain('This point does not take cash on delivery.');
    await portal.user.click(within(problem).getByRole('button', { name: 'Set them aside and go on' }));
    expect(screen.getByTestId('collect-progress').textContent).toBe('1 of 2 scanned');
    expect(within(screen.getByTestId('collect-parcels')).getByText('NVIDCOL00301').closest('tr')?.textContent).toContain('Set aside, stays at the point');
    await portal.user.click(screen.getByRole('button', { name: 'Hand over 1 parcel' }));
    // The operator chose to leave the parcel set aside at the point: the hand-over does not ask about it again.
    expect((await screen.findByTestId('collect-success', undefined, { timeout: 10_000 })).textContent).toContain('1 parcel released to Chandra Wijaya.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a point without COD: asked once about the parcel not scanned, not again about the one set aside', async () => {
    const portal = await verifyAs('id-nocod-demo', '333333', 'Chandra Wijaya');
    await scan(portal, 'NVIDCOL00301');
    await ticked('NVIDCOL00301');
    await portal.user.click(screen.getByRole('button', { name: 'Hand over 1 parcel' }));
    // NVIDCOL00302 was not scanned: asked about once, then the COD parcel is refused and set aside.
    const first = await screen.findByRole('dialog', { name: 'Hand over 1 of 2 parcels?' });
    await portal.user.click(within(first).getByRole('button', { name: 'Hand over 1 parcel' }));
    const problem = await screen.findByTestId('cod-error');
    await portal.user.click(within(problem).getByRole('button', { name: 'Set them aside and go on' }));
    await scan(portal, 'NVIDCOL00302');
    await ticked('NVIDCOL00302');
    await portal.user.click(screen.getByRole('button', { name: 'Hand over 1 parcel' }));
    expect((await screen.findByTestId('collect-success', undefined, { timeout: 10_000 })).textContent).toContain('1 parcel released to Chandra Wijaya.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs each released parcel with the cash taken for it', async () => {
    const events: unknown[] = [];
    const stop = addEventSink((kind, payload) => { if (kind === 'collectReleased') events.push(payload); });
    try {
      const portal = await verifyAs('sg-demo', '333333', 'Chandra Wijaya');
      await scan(portal, 'NVSGCOL00301');
      await ticked('NVSGCOL00301');
      await scan(portal, 'NVSGCOL00302');
      await ticked('NVSGCOL00302');
      await portal.user.click(screen.getByRole('button', { name: 'Hand over 2 parcels' }));
      expect((await screen.findByTestId('cod-amount')).textContent).toBe('S$45.50');
      await portal.user.click(screen.getByText('I have received S$45.50 in cash from the customer'));
      await portal.user.click(within(screen.getByTestId('cod-confirm')).getByRole('button', { name: 'Hand over 2 parcels' }));
      await screen.findByTestId('collect-success', undefined, { timeout: 10_000 });
      expect(events).toEqual([
        { trackingId: 'NVSGCOL00301', releasedTo: 'Chandra Wijaya', codCollected: 45.5, currency: 'SGD' },
        { trackingId: 'NVSGCOL00302', releasedTo: 'Chandra Wijaya', codCollected: null, currency: 'SGD' },
      ]);
    } finally {
      stop();
    }
  });
});
