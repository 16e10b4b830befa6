// OTP verification needs the server to check the code: offline the page keeps its heading, says the portal is
// offline and what still works, offers no field to send a code into a dropped network, and is back once online.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import collect from '../../../src/plugins/collect';
import { handlers, resetCollectSim } from '../../../src/plugins/collect/sim';
import { resetCollect } from '../../../src/plugins/collect/state/collectStore';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';
import { expectOfflineNotice, goOffline, goOnline, requestsTo, resetNetwork, settle } from '../../harness/network';

const server = setupPortalServer(handlers);
afterEach(() => { resetPortal(); resetCollectSim(); resetCollect(); resetNetwork(); });

const OTP = 'One-time code (OTP)';

describe('OTP verification with no network', () => {
  it('offline: the notice under the page heading and no code field; back online: a code verifies', async () => {
    const asked = requestsTo(server, /customer-collect|drop-off-sms/);
    const { user } = await renderPortal({ path: '/customer-collect', plugins: [collect], loggedInAs: 'sg-demo', beforeRender: goOffline });
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer collect' })).toBeTruthy();
    await expectOfflineNotice();
    expect(screen.queryByLabelText(OTP)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await goOnline();
    await user.type(await screen.findByLabelText(OTP), '444444');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Parcels for Dinh Van An' }, { timeout: 10_000 })).toBeTruthy();
    await settle(0);
    expect(asked.some((u) => u.includes('customer-collect/search'))).toBe(true);
  });

  it('the QR page offline: the notice instead of the scanner; back online: the scanner', async () => {
    await renderPortal({ path: '/scan-customer-collect-otp', plugins: [collect], loggedInAs: 'sg-demo', beforeRender: goOffline });
    expect(await screen.findByRole('heading', { level: 1, name: "Scan the customer's QR code" })).toBeTruthy();
    await expectOfflineNotice();
    expect(screen.queryByLabelText(OTP)).toBeNull();
    await goOnline();
    expect(await screen.findByLabelText(OTP)).toBeTruthy();
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('a code sent as the network drops: the notice, not "Verification failed"', async () => {
    server.use(http.post('*/api/:country/1.0/orders/customer-collect/search', () => HttpResponse.error()));
    const { user } = await renderPortal({ path: '/customer-collect', plugins: [collect], loggedInAs: 'sg-demo' });
    await user.type(await screen.findByLabelText(OTP), '444444');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await expectOfflineNotice();
    expect(screen.queryByText('Verification failed. Please try again.')).toBeNull();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
