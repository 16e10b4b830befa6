// @vitest-environment jsdom
// Part 1 §7 create calls with an idempotency key: one key per order attempt, kept in the order's draft across a
// retry after a lost answer and across a reload, a new one only when the order was edited, and dropped once the
// server has answered. (The simulated server's side is in ordersSimIdempotency.test.ts.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CountryConfig, DpInfo } from '../../../src/kernel';
import type { Shipper } from '../../../src/plugins/orders/api/types';
import { attemptFor, requestFingerprint } from '../../../src/plugins/orders/model/attempt';
import { newParcel } from '../../../src/plugins/orders/model/parcel';
import type * as SessionStore from '../../../src/plugins/orders/state/orderSession';
import type * as CreateOrders from '../../../src/plugins/orders/hooks/createOrders';

const api = vi.hoisted(() => ({
  keys: [] as string[],
  loseNext: false,
}));

// The server: answers every call with a created order, or (loseNext) acts and loses the answer.
vi.mock('../../../src/plugins/orders/api/orderApi', () => {
  const answer = (key: string, n: number) => {
    api.keys.push(key);
    if (api.loseNext) {
      api.loseNext = false;
      return Promise.reject(new Error('timeout of 75000ms exceeded'));
    }
    return Promise.resolve({
      reservations: Array.from({ length: n }, (_, i) => ({ reservation: { barcode: `NVSGP000000${i + 1}`, stamp_id: '' } })),
      receipt: null, order_create_async_request_id: null, receipt_generation_async_request_id: null,
    });
  };
  return {
    createPostOrders: (body: { reservations: unknown[] }, key: string) => answer(key, body.reservations.length),
    createPackOrders: (body: { reservations: unknown[] }, _manual: boolean, key: string) => answer(key, body.reservations.length),
  };
});

const dp = { id: 7, name: 'Counter' } as DpInfo;
const country = { code: 'sg', phonePrefix: '+65', deliveryTypes: ['STANDARD'] } as unknown as CountryConfig;
const sender = { id: 3103, globalId: 5001001, name: 'Tan Kah Kee Hardware', liaisonContact: '91234501' } as unknown as Shipper;
const ctx = { dp, sender, country, quickAddress: false, manualPack: false };

let seq = 0;
const newKey = () => `key-${++seq}`;

type Loaded = { session: typeof SessionStore; create: typeof CreateOrders };

/** The modules afresh, as after a page load, attached to point 7 (restoring its saved draft). */
async function loadPage(): Promise<Loaded> {
  vi.resetModules();
  const session = await import('../../../src/plugins/orders/state/orderSession');
  const kernel = await import('../../../src/kernel/session/store');
  kernel.session.loginInfo = { accessToken: 't', dpId: 7, systemId: 'sg', expirationDate: '2099-01-01T00:00:00Z', username: 'op1' };
  session.attachDraft(7);
  const create = await import('../../../src/plugins/orders/hooks/createOrders');
  return { session, create };
}

function fillOrder({ session }: Loaded): void {
  session.orderSession.currentSession = 'POST';
  const parcel = newParcel('POST', ['STANDARD'], { stampId: 'STAMPSG0001' });
  Object.assign(parcel.recipient, { contact: '81234599', name: 'Lim Wei Ling', postCode: '238801', address: '1 Orchard Road' });
  session.orderSession.postOrder.parcels.push(parcel);
  session.orderSession.postOrder.senderDetails = sender;
}

const createAll = ({ session, create }: Loaded) => create.createOrders(session.orderSession.postOrder, 'POST', [0], ctx, 'unexpected', newKey);

beforeEach(() => {
  localStorage.clear();
  api.keys = [];
  api.loseNext = false;
});
afterEach(() => { vi.useRealTimers(); });

describe('the attempt rule', () => {
  it('keeps the key for the same request, makes a new one for a different request', () => {
    const a = attemptFor(null, requestFingerprint('POST', { x: 1 }), () => 'k1');
    expect(a.key).toBe('k1');
    expect(attemptFor(a, requestFingerprint('POST', { x: 1 }), () => 'k2').key).toBe('k1');
    expect(attemptFor(a, requestFingerprint('POST', { x: 2 }), () => 'k2').key).toBe('k2');
    expect(attemptFor(a, requestFingerprint('PACK', { x: 1 }), () => 'k3').key).toBe('k3');
  });
});

describe('createOrders sends one key per order attempt', () => {
  it('a retry after a lost answer sends the same key; the answer then ends the attempt', async () => {
    const page = await loadPage();
    fillOrder(page);
    api.loseNext = true;
    await expect(createAll(page)).rejects.toThrow();
    expect(page.session.orderSession.postOrder.parcels[0]?.oc).toBeNull();
    const outcomes = await createAll(page);
    expect(outcomes.map((o) => o.status)).toEqual(['success']);
    expect(api.keys).toHaveLength(2);
    expect(api.keys[1]).toBe(api.keys[0]);
    expect(page.session.orderSession.postOrder.attempt).toBeNull();
  });

  it('the key is in the saved draft before the call leaves, so a reload retries with it', async () => {
    const before = await loadPage();
    fillOrder(before);
    api.loseNext = true;
    await expect(createAll(before)).rejects.toThrow();
    // A reload: the page's modules start again from what the draft kept.
    const after = await loadPage();
    expect(after.session.orderSession.postOrder.parcels).toHaveLength(1);
    await createAll(after);
    expect(api.keys).toHaveLength(2);
    expect(api.keys[1]).toBe(api.keys[0]);
  });

  it('an edit of the order after a lost answer is a new attempt with a new key', async () => {
    const page = await loadPage();
    fillOrder(page);
    api.loseNext = true;
    await expect(createAll(page)).rejects.toThrow();
    page.session.orderSession.postOrder.parcels[0]!.recipient.address = '2 Orchard Road';
    await createAll(page);
    expect(api.keys).toHaveLength(2);
    expect(api.keys[1]).not.toBe(api.keys[0]);
  });

  it('a later order (after an answer) gets its own key, even with the same content', async () => {
    const page = await loadPage();
    fillOrder(page);
    await createAll(page);
    page.session.orderSession.postOrder.parcels[0]!.oc = null;
    await createAll(page);
    expect(new Set(api.keys).size).toBe(2);
  });
});
