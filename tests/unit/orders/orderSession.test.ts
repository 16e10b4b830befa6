// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryType } from '../../../src/kernel';
import { newParcel, type ScannedParcel } from '../../../src/plugins/orders/model/parcel';
import type { PackValue } from '../../../src/plugins/orders/model/recipient';
import type * as SessionStore from '../../../src/plugins/orders/state/orderSession';
import type * as KernelStore from '../../../src/kernel/session/store';

type SessionModule = typeof SessionStore;

const TYPES: DeliveryType[] = ['STANDARD', 'NEXTDAY', 'EXPRESS'];

type KernelSession = typeof KernelStore;
let kernel: KernelSession;

/** A fresh copy of the store module, as after a page load (the store keeps module-level state). */
async function load(): Promise<SessionModule> {
  vi.resetModules();
  const m = await import('../../../src/plugins/orders/state/orderSession');
  kernel = await import('../../../src/kernel/session/store');
  return m;
}

/** Logs `user` in at point `dpId` (the draft's scope), then attaches the session to that point. */
function attach(m: SessionModule, dpId: number, user = 'op1'): void {
  kernel.session.loginInfo = { accessToken: 't', dpId, systemId: 'sg', expirationDate: '2099-01-01T00:00:00Z', username: user };
  m.attachDraft(dpId);
}

const keyFor = (dpId: number, user = 'op1') => `portal.draft.${user}@${dpId}.orders.session`;

function scanned(trackingId: string): ScannedParcel {
  return {
    trackingId, orderId: 1, identifierType: 'TRACKING_ID', shipperName: 'Shop', shipperId: 3, globalShipperId: 30,
    toName: 'Ann', toContact: '+6591234567', toAddress: '1 Road', toPostcode: '123456', scannedAt: '2025-01-01T00:00:00Z',
  };
}

/** The stored draft of `user` at `dpId` (by default the only one stored). */
function stored(dpId?: number, user = 'op1'): { v: number; value: Record<string, unknown> & { dpId: number | null } } | null {
  const keys = Object.keys(localStorage).filter((k) => k.endsWith('.orders.session'));
  const key = dpId === undefined ? (keys.length === 1 ? keys[0] : undefined) : keyFor(dpId, user);
  const raw = key ? localStorage.getItem(key) : null;
  return raw ? JSON.parse(raw) : null;
}

function storeDraft(m: SessionModule, dpId: number, stampId: string): void {
  const state = m.initialOrderSession(dpId);
  state.currentSession = 'POST';
  state.postOrder.parcels.push(newParcel('POST', TYPES, { stampId }));
  localStorage.setItem(keyFor(dpId), JSON.stringify({ v: 2, value: state }));
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('attachDraft: a saved draft survives a reload, for its own point only', () => {
  it('restores the saved draft of the same point', async () => {
    const m = await load();
    storeDraft(m, 7, 'STAMP7');
    attach(m, 7);
    expect(m.orderSession.dpId).toBe(7);
    expect(m.orderSession.currentSession).toBe('POST');
    expect(m.orderSession.postOrder.parcels.map((p) => p.stampId.id)).toEqual(['STAMP7']);
  });

  it('drops the draft of another point', async () => {
    const m = await load();
    storeDraft(m, 7, 'STAMP7');
    attach(m, 8);
    expect(m.orderSession.dpId).toBe(8);
    expect(m.orderSession.currentSession).toBeNull();
    expect(m.orderSession.postOrder.parcels).toEqual([]);
    // Once point 8 changes anything, what is stored is point 8's session, never point 7's parcels.
    m.orderSession.currentSession = 'SEND';
    await vi.advanceTimersByTimeAsync(300);
    expect(stored(8)?.value.dpId).toBe(8);
    expect(JSON.stringify(stored(8))).not.toContain('STAMP7');
  });

  it('starts empty when the stored draft is unreadable or of another shape', async () => {
    for (const raw of ['{not json', JSON.stringify({ v: 1, state: { dpId: 7 } }), JSON.stringify({ v: 2, value: { dpId: 7 } })]) {
      const m = await load();
      localStorage.setItem(keyFor(7), raw);
      attach(m, 7);
      expect(m.orderSession).toMatchObject({ dpId: 7, currentSession: null, sendOrders: [] });
      expect(m.orderSession.postOrder.parcels).toEqual([]);
      // Dropped, and the shell is told so (it shows a notice once).
      expect(localStorage.getItem(keyFor(7))).toBeNull();
      const { droppedDrafts } = await import('../../../src/kernel/persist/drafts');
      expect(droppedDrafts.names).toEqual(['orders.session']);
    }
  });

  it('attaching the same point again keeps the live session', async () => {
    const m = await load();
    storeDraft(m, 7, 'STAMP7');
    attach(m, 7);
    m.orderSession.postOrder.parcels.push(newParcel('POST', TYPES, { stampId: 'STAMP8' }));
    attach(m, 7);
    expect(m.orderSession.postOrder.parcels.map((p) => p.stampId.id)).toEqual(['STAMP7', 'STAMP8']);
  });
});

describe('the draft is the operator\'s, at their point', () => {
  it('another operator logging in at the same point starts with an empty session, not the last one\'s parcels', async () => {
    const m = await load();
    attach(m, 7, 'op1');
    m.orderSession.currentSession = 'POST';
    m.orderSession.postOrder.parcels.push(newParcel('POST', TYPES, { stampId: 'STAMP-OP1' }));
    m.saveDraft();
    attach(m, 7, 'op2');
    expect(m.orderSession.currentSession).toBeNull();
    expect(m.orderSession.postOrder.parcels).toEqual([]);
    attach(m, 7, 'op1');
    expect(m.orderSession.postOrder.parcels.map((p) => p.stampId.id)).toEqual(['STAMP-OP1']);
  });

  it('log-out removes the operator\'s drafts and nobody else\'s; the old unscoped key goes on first use', async () => {
    localStorage.setItem('portal.orders.draft', JSON.stringify({ v: 1, state: { dpId: 7 } }));
    const m = await load();
    attach(m, 7, 'op2');
    m.orderSession.sendOrders.push(scanned('NVSG-OP2'));
    m.saveDraft();
    attach(m, 7, 'op1');
    m.orderSession.sendOrders.push(scanned('NVSG-OP1'));
    m.saveDraft();
    expect(localStorage.getItem('portal.orders.draft')).toBeNull();
    const { logout } = await import('../../../src/kernel/session/flows');
    logout();
    expect(stored(7, 'op1')).toBeNull();
    expect(JSON.stringify(stored(7, 'op2'))).toContain('NVSG-OP2');
    // The same operator logging in again in this tab starts clean too: the live copy went with the log-out.
    attach(m, 7, 'op1');
    expect(m.orderSession.sendOrders).toEqual([]);
  });
});

describe('changes are saved shortly after they happen', () => {
  it('saves 250 ms after a change', async () => {
    const m = await load();
    attach(m, 5);
    m.orderSession.currentSession = 'SEND';
    m.orderSession.sendOrders.push(scanned('NVSG1'));
    await vi.advanceTimersByTimeAsync(249);
    expect(stored()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(stored()).toMatchObject({ v: 2, value: { dpId: 5, currentSession: 'SEND' } });
    expect((stored()?.value.sendOrders as ScannedParcel[]).map((p) => p.trackingId)).toEqual(['NVSG1']);
  });

  it('a burst of changes is saved once, after the last one', async () => {
    const m = await load();
    attach(m, 5);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    try {
      m.orderSession.sendOrders.push(scanned('NVSG1'));
      await vi.advanceTimersByTimeAsync(200);
      m.orderSession.sendOrders.push(scanned('NVSG2'));
      await vi.advanceTimersByTimeAsync(200);
      // The login itself is stored by the kernel; only the draft's writes count here.
      const draftWrites = () => setItem.mock.calls.filter(([key]) => key.endsWith('.orders.session')).length;
      expect(draftWrites()).toBe(0);
      await vi.advanceTimersByTimeAsync(50);
      expect(draftWrites()).toBe(1);
    } finally {
      setItem.mockRestore();
    }
    expect((stored()?.value.sendOrders as ScannedParcel[]).map((p) => p.trackingId)).toEqual(['NVSG1', 'NVSG2']);
  });

  it('what is saved is what the next load restores', async () => {
    const first = await load();
    attach(first, 5);
    first.orderSession.currentSession = 'PACK';
    first.orderSession.packOrder.parcels.push(newParcel('PACK', TYPES, { packId: 'PK9' }));
    first.saveDraft();
    const second = await load();
    attach(second, 5);
    expect(second.orderSession.currentSession).toBe('PACK');
    expect((second.orderSession.packOrder.parcels[0]?.recipient as PackValue | undefined)?.packId).toBe('PK9');
  });

  it('nothing is saved before the session belongs to a point', async () => {
    const m = await load();
    m.orderSession.currentSession = 'SEND';
    m.saveDraft();
    expect(stored()).toBeNull();
  });
});

describe('resetSession: restores the initial state (spec part 1 §4)', () => {
  it('empties the session but keeps the point, and saves at once', async () => {
    const m = await load();
    attach(m, 9);
    m.orderSession.currentSession = 'POST';
    m.orderSession.postOrder.parcels.push(newParcel('POST', TYPES, { stampId: 'STAMP1' }));
    m.orderSession.sendOrders.push(scanned('NVSG1'));
    m.orderSession.generateReceiptFailed = true;
    m.resetSession();
    expect({ ...m.orderSession }).toEqual(m.initialOrderSession(9));
    expect(stored()?.value).toEqual(m.initialOrderSession(9));
  });
});

describe('sessionIds: every id already in the session', () => {
  it('lists send, return, stamp and pack ids and skips empty ones', async () => {
    const m = await load();
    attach(m, 3);
    m.orderSession.sendOrders.push(scanned('NVSEND1'));
    m.orderSession.returnOrders.push(scanned('NVRET1'));
    m.orderSession.postOrder.parcels.push(newParcel('POST', TYPES, { stampId: 'STAMP1' }), newParcel('POST', TYPES));
    m.orderSession.packOrder.parcels.push(newParcel('PACK', TYPES, { packId: 'PK1' }));
    expect(m.sessionIds().sort()).toEqual(['NVRET1', 'NVSEND1', 'PK1', 'STAMP1']);
  });

  it('is empty for a new session', async () => {
    const m = await load();
    attach(m, 3);
    expect(m.sessionIds()).toEqual([]);
  });
});

describe('two tabs of one operator show one session', () => {
  /** What the browser does in this tab when another tab writes the draft: a storage event. */
  const otherTabWrites = (dpId: number, value: unknown) => {
    localStorage.setItem(keyFor(dpId), JSON.stringify({ v: 2, value }));
    window.dispatchEvent(new StorageEvent('storage', { key: keyFor(dpId), storageArea: localStorage }));
  };

  it('a parcel scanned, or a session reset (lodged in), in the other tab shows here', async () => {
    const m = await load();
    attach(m, 7);
    const other = m.initialOrderSession(7);
    other.currentSession = 'SEND';
    other.sendOrders.push(scanned('NVSG1'));
    otherTabWrites(7, other);
    expect(m.orderSession.sendOrders.map((p) => p.trackingId)).toEqual(['NVSG1']);
    otherTabWrites(7, m.initialOrderSession(7));
    expect(m.orderSession.sendOrders).toEqual([]);
    expect(m.orderSession.currentSession).toBeNull();
  });

  it('a parcel scanned here and not yet saved stays when the other tab saves first', async () => {
    const m = await load();
    attach(m, 7);
    m.orderSession.sendOrders.push(scanned('NVSG-HERE'));
    // The change is noticed (a save is due in 250 ms) before the other tab's write arrives, as in a browser.
    await vi.advanceTimersByTimeAsync(10);
    const other = m.initialOrderSession(7);
    other.sendOrders.push(scanned('NVSG-THERE'));
    otherTabWrites(7, other);
    expect(m.orderSession.sendOrders.map((p) => p.trackingId)).toEqual(['NVSG-THERE', 'NVSG-HERE']);
    await vi.advanceTimersByTimeAsync(300);
    expect((stored(7)?.value.sendOrders as ScannedParcel[]).map((p) => p.trackingId)).toEqual(['NVSG-THERE', 'NVSG-HERE']);
  });

  it('another operator\'s or another point\'s draft changing is not this tab\'s business', async () => {
    const m = await load();
    attach(m, 7);
    const other = m.initialOrderSession(8);
    other.sendOrders.push(scanned('NVSG-8'));
    otherTabWrites(8, other);
    expect(m.orderSession.sendOrders).toEqual([]);
  });
});
