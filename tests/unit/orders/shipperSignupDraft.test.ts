// @vitest-environment jsdom
// The sign-up wizard's draft: restored per point after a "reload" (a fresh module), the picture kept under its own
// key and rewritten only when it changes, another point's draft dropped, and a reset that empties it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Store from '../../../src/plugins/orders/shippers/create/state/signupStore';

const KEY = 'portal.orders.shipperSignup';
const PROOF = `${KEY}.proof`;

async function load(): Promise<typeof Store> {
  vi.resetModules();
  return import('../../../src/plugins/orders/shippers/create/state/signupStore');
}

beforeEach(() => { localStorage.clear(); vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('sign-up draft', () => {
  it('a reload restores the step, the fields, the choices, the signature and the picture', async () => {
    const first = await load();
    first.attachSignupDraft(10101);
    Object.assign(first.signup.account, { firstName: 'Nur', shopName: 'Kedai Nur' });
    first.signup.bank.accountProof = 'data:image/png;base64,AAAA';
    first.signup.bank.accountProofName = 'passbook.png';
    first.signup.codEnabled = true;
    first.signup.billingType = 'POSTPAID';
    first.signup.signature = 'data:image/png;base64,SIGN';
    first.signup.step = 'AUTHORISE';
    await vi.advanceTimersByTimeAsync(300);

    // The picture is not inside the main draft: saving a keystroke does not rewrite it.
    expect(localStorage.getItem(KEY)).not.toContain('AAAA');
    expect(localStorage.getItem(PROOF)).toBe('data:image/png;base64,AAAA');

    const again = await load();
    again.attachSignupDraft(10101);
    expect(again.signup).toMatchObject({
      step: 'AUTHORISE', codEnabled: true, billingType: 'POSTPAID', signature: 'data:image/png;base64,SIGN',
      account: { firstName: 'Nur', shopName: 'Kedai Nur' },
      bank: { accountProof: 'data:image/png;base64,AAAA', accountProofName: 'passbook.png' },
    });
    expect(again.hasSignupInput(again.signup)).toBe(true);
  });

  it('the picture is written once, not on every later change', async () => {
    const store = await load();
    store.attachSignupDraft(10101);
    store.signup.bank.accountProof = 'data:image/png;base64,AAAA';
    await vi.advanceTimersByTimeAsync(300);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    store.signup.account.firstName = 'N';
    await vi.advanceTimersByTimeAsync(300);
    expect(setItem.mock.calls.map(([k]) => k)).toEqual([KEY]);
    setItem.mockRestore();
  });

  it("another point's draft is not shown (nor lost by a look); a reset empties the wizard", async () => {
    const first = await load();
    first.attachSignupDraft(10101);
    first.signup.account.firstName = 'Nur';
    first.saveSignupDraft();

    const other = await load();
    other.attachSignupDraft(40101);
    expect(other.signup.account).toEqual({});
    expect(other.signup.step).toBe('ACCOUNT_CREATE');

    // Only looked at from the other point: the first point's draft is still there when it comes back.
    const back = await load();
    back.attachSignupDraft(10101);
    expect(back.signup.account.firstName).toBe('Nur');

    back.signup.account.firstName = 'Again';
    back.resetSignup();
    expect(back.signup.account).toEqual({});
    expect(JSON.parse(localStorage.getItem(KEY)!).state.account).toEqual({});
  });
});
