// @vitest-environment jsdom
// The sign-up wizard's draft: restored per point after a "reload" (a fresh module), the picture kept under its own
// key and rewritten only when it changes, another point's draft dropped, and a reset that empties it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Store from '../../../src/plugins/shippers/create/state/signupStore';
import type * as KernelStore from '../../../src/kernel/session/store';

// The operator's drafts at their point (src/kernel/persist/drafts.ts): op1 at 10101 unless a test says otherwise.
const keyOf = (dpId = 10101, user = 'op1') => `portal.draft.${user}@${dpId}.orders.shipperSignup`;
const KEY = keyOf();
const PROOF = `${KEY}.proof`;
const value = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as { v: number; value: unknown } | null;

let kernel: typeof KernelStore;

async function load(): Promise<typeof Store> {
  vi.resetModules();
  const m = await import('../../../src/plugins/shippers/create/state/signupStore');
  kernel = await import('../../../src/kernel/session/store');
  return m;
}

/** Logs `user` in at `dpId` (the draft's scope) and attaches the wizard there. */
function attach(m: typeof Store, dpId: number, user = 'op1'): void {
  kernel.session.loginInfo = { accessToken: 't', dpId, systemId: 'my', expirationDate: '2099-01-01T00:00:00Z', username: user };
  m.attachSignupDraft(dpId);
}

beforeEach(() => { localStorage.clear(); vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('sign-up draft', () => {
  it('a reload restores the step, the fields, the choices, the signature and the picture', async () => {
    const first = await load();
    attach(first, 10101);
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
    expect(value(PROOF)?.value).toBe('data:image/png;base64,AAAA');

    const again = await load();
    attach(again, 10101);
    expect(again.signup).toMatchObject({
      step: 'AUTHORISE', codEnabled: true, billingType: 'POSTPAID', signature: 'data:image/png;base64,SIGN',
      account: { firstName: 'Nur', shopName: 'Kedai Nur' },
      bank: { accountProof: 'data:image/png;base64,AAAA', accountProofName: 'passbook.png' },
    });
    expect(again.hasSignupInput(again.signup)).toBe(true);
  });

  it('the picture is written once, not on every later change', async () => {
    const store = await load();
    attach(store, 10101);
    store.signup.bank.accountProof = 'data:image/png;base64,AAAA';
    await vi.advanceTimersByTimeAsync(300);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    store.signup.account.firstName = 'N';
    await vi.advanceTimersByTimeAsync(300);
    expect(setItem.mock.calls.map(([k]) => k).filter((k) => k.startsWith('portal.draft.'))).toEqual([KEY]);
    setItem.mockRestore();
  });

  it("another point's draft is not shown (nor lost by a look); a reset empties the wizard", async () => {
    const first = await load();
    attach(first, 10101);
    first.signup.account.firstName = 'Nur';
    first.saveSignupDraft();

    const other = await load();
    attach(other, 40101);
    expect(other.signup.account).toEqual({});
    expect(other.signup.step).toBe('ACCOUNT_CREATE');

    // Only looked at from the other point: the first point's draft is still there when it comes back.
    const back = await load();
    attach(back, 10101);
    expect(back.signup.account.firstName).toBe('Nur');

    back.signup.account.firstName = 'Again';
    back.resetSignup();
    expect(back.signup.account).toEqual({});
    expect((value(KEY)?.value as { account: object }).account).toEqual({});
  });

  it('another operator at the same point starts an empty wizard; log-out removes the draft and its picture', async () => {
    const first = await load();
    attach(first, 10101, 'op1');
    first.signup.account.firstName = 'Nur';
    first.signup.bank.accountProof = 'data:image/png;base64,AAAA';
    first.saveSignupDraft();
    attach(first, 10101, 'op2');
    expect(first.signup.account).toEqual({});
    expect(first.signup.bank.accountProof ?? '').toBe('');

    attach(first, 10101, 'op1');
    expect(first.signup.account.firstName).toBe('Nur');
    const { logout } = await import('../../../src/kernel/session/flows');
    logout();
    expect(localStorage.getItem(keyOf(10101, 'op1'))).toBeNull();
    expect(localStorage.getItem(`${keyOf(10101, 'op1')}.proof`)).toBeNull();
  });
});
