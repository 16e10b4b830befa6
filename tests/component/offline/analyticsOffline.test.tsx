// Analytics draws only the server's figures: offline both pages say so and what still works, ask nothing, and load
// once the network is back.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import analytics from '../../../src/plugins/analytics';
import { handlers } from '../../../src/plugins/analytics/sim';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';
import { expectOfflineNotice, goOffline, goOnline, requestsTo, resetNetwork, settle } from '../../harness/network';

const server = setupPortalServer(handlers);
afterEach(() => { resetPortal(); resetNetwork(); });

describe('analytics with no network', () => {
  it('business analytics offline: the notice, no request; back online: the tiers load', async () => {
    const asked = requestsTo(server, /\/dps\/\d+\//);
    await renderPortal({ path: '/analytics', plugins: [analytics], loggedInAs: 'sg-demo', locale: 'en', beforeRender: goOffline });
    await expectOfflineNotice('Business analytics');
    await settle();
    expect(asked).toEqual([]);
    await goOnline();
    expect(await screen.findByRole('heading', { level: 1, name: 'Business analytics' })).toBeTruthy();
    await settle();
    expect(asked.some((u) => u.includes('/tiers'))).toBe(true);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('shipper analytics offline: the notice, no request; back online: the shippers load', async () => {
    const asked = requestsTo(server, /\/dps\/\d+\//);
    await renderPortal({ path: '/analytics/shippers', plugins: [analytics], loggedInAs: 'sg-demo', locale: 'en', beforeRender: goOffline });
    await expectOfflineNotice('Shipper analytics');
    await settle();
    expect(asked).toEqual([]);
    await goOnline();
    expect(await screen.findByRole('combobox', { name: 'Shipper' })).toBeTruthy();
    await settle();
    expect(asked.some((u) => u.includes('/shipper-volumes'))).toBe(true);
  });
});
