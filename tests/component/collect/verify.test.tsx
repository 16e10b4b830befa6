// The collect plugin's first step as the operator meets it: the OTP field (paste, spaces, full-width digits), a
// refused code kept, the parcels after a good one, and Resend with its countdown kept across a remount.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import collect from '../../../src/plugins/collect';
import { handlers, resetCollectSim } from '../../../src/plugins/collect/sim';
import { resetCollect } from '../../../src/plugins/collect/state/collectStore';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

const server = setupPortalServer(handlers);
afterEach(() => {
  resetPortal();
  resetCollectSim();
  resetCollect();
  localStorage.clear();
});

const OTP = 'One-time code (OTP)';

async function openVerify() {
  const portal = await renderPortal({ path: '/customer-collect', plugins: [collect], loggedInAs: 'sg-demo' });
  await screen.findByRole('heading', { level: 1, name: 'Customer collect' }, { timeout: 10_000 });
  return portal;
}

describe('OTP field', () => {
  it('reads a pasted code with spaces and full-width digits; a wrong one is refused and kept', async () => {
    const { user } = await openVerify();
    const field = screen.getByLabelText(OTP) as HTMLInputElement;
    await user.click(field);
    await user.paste('１２３ ４５６');
    expect((field as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification failed. Please try again.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('123456');
    expect((field as HTMLElement).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses anything but 6 digits without asking the server', async () => {
    const { user } = await openVerify();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(request.url));
    await user.type(screen.getByLabelText(OTP), '12a456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('OTP entered is invalid')).toBeTruthy();
    expect(asked.filter((u) => u.includes('customer-collect'))).toEqual([]);
    expect((screen.getByLabelText(OTP) as HTMLInputElement).value).toBe('12a456');
  });

  it('says an expired code is expired', async () => {
    const { user } = await openVerify();
    await user.type(screen.getByLabelText(OTP), '999998');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/This code has expired/)).toBeTruthy();
  });

  it('a good code lists the customer’s parcels, an overstayed one marked', async () => {
    const { user } = await openVerify();
    await user.type(screen.getByLabelText(OTP), '444444');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Parcels for Dinh Van An' }, { timeout: 10_000 })).toBeTruthy();
    const table = screen.getByRole('table', { name: "The customer's parcels at this point" });
    const old = within(table).getByText('NVSGCOL00401').closest('tr');
    const fresh = within(table).getByText('NVSGCOL00402').closest('tr');
    expect((old as HTMLElement).getAttribute('data-overstayed')).toBe('true');
    expect(within(old as HTMLElement).getByText('Overstayed')).toBeTruthy();
    expect((fresh as HTMLElement).hasAttribute('data-overstayed')).toBe(false);
  });
});

describe('resend', () => {
  it('sends the code again, then waits; the wait survives the page being opened again', async () => {
    const { user, unmount } = await openVerify();
    await user.type(screen.getByRole('textbox', { name: 'Tracking ID' }), 'NVSGCOL00101');
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Sent. Ask the customer to check their phone.')).toBeTruthy();
    expect((await screen.findByTestId('resend-wait')).textContent).toMatch(/You can send again in (60|59) s/);
    expect((screen.getByRole('button', { name: 'Resend SMS' }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    const { findByTestId } = await renderPortal({ path: '/customer-collect', plugins: [collect] });
    expect((await findByTestId('resend-wait', undefined, { timeout: 10_000 })).textContent).toMatch(/You can send again in (60|59|58) s/);
  });

  it('says Resend SMS failed when the gateway fails, and does not start the wait', async () => {
    const { user } = await openVerify();
    await user.type(screen.getByRole('textbox', { name: 'Tracking ID' }), 'NVSGCOLFAIL1');
    await user.click(screen.getByRole('button', { name: 'Resend SMS' }));
    expect(await screen.findByText('Resend SMS failed')).toBeTruthy();
    expect(screen.queryByTestId('resend-wait')).toBeNull();
    expect((screen.getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
