// The collect page's tracking id fields (with the code, and for Resend) are code fields: a pasted id longer than an id
// can be stays whole, is refused with its message, and nothing is sent (issue 26, 8).
import { screen } from '@testing-library/react';
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

const TOO_LONG = 'Too long for an ID: at most 30 characters. Check the code, then scan or type it again.';
const PASTED = `NVSG${'7'.repeat(196)}`;

async function openVerify() {
  const portal = await renderPortal({ path: '/customer-collect', plugins: [collect], loggedInAs: 'sg-demo' });
  await screen.findByRole('heading', { level: 1, name: 'Customer collect' }, { timeout: 10_000 });
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => void asked.push(request.url));
  return { ...portal, asked };
}

describe('tracking id fields of collect', () => {
  it('Resend: 200 pasted characters stay whole and are refused; no resend is sent', async () => {
    const { user, asked } = await openVerify();
    const field = screen.getByRole('textbox', { name: 'Tracking ID' }) as HTMLInputElement;
    await user.click(field);
    await user.paste(PASTED);
    expect(field.value).toBe(PASTED);
    // Said at once, while the id is in the field, not only when a code is asked for.
    expect(await screen.findByText(TOO_LONG)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText(TOO_LONG)).toBeTruthy();
    expect(asked.filter((u) => u.includes('drop-off-sms'))).toEqual([]);
  });

  it('with the code: 200 pasted characters are refused; no verification is sent', async () => {
    const { user, asked } = await openVerify();
    await user.click(screen.getByRole('button', { name: 'Use a tracking ID with the code' }));
    const fields = screen.getAllByRole('textbox', { name: 'Tracking ID' }) as HTMLInputElement[];
    const field = fields[0] as HTMLInputElement;
    await user.click(field);
    await user.paste(PASTED);
    expect(field.value).toBe(PASTED);
    await user.type(screen.getByLabelText('One-time code (OTP)'), '444444');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TOO_LONG)).toBeTruthy();
    expect(asked.filter((u) => u.includes('customer-collect'))).toEqual([]);
  });
});
