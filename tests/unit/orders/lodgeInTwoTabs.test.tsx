// @vitest-environment jsdom
// Two tabs of one operator showing the same send session: each parcel reaches the lodge-in call once, whichever tab
// asks first; parcels the server refused, or a request that failed, may be tried again from either tab.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DpInfo } from '../../../src/kernel';
import { defineClaims } from '../../../src/kernel/persist/claims';
import { session } from '../../../src/kernel/session/store';
import type { ScannedParcel } from '../../../src/plugins/orders/model/parcel';

const api = vi.hoisted(() => ({
  sent: [] as string[][],
  failed: new Set<string>(),
  refuseNext: false,
}));

vi.mock('../../../src/plugins/orders/api/orderApi', () => ({
  startLodgeIn: async (ids: string[]) => {
    // Let the other tab's click land while this request is on the wire.
    await new Promise((r) => setTimeout(r, 20));
    if (api.refuseNext) {
      api.refuseNext = false;
      throw new Error('network down');
    }
    api.sent.push([...ids]);
    return { statusId: api.sent.length };
  },
  getLodgeInStatus: async (statusId: number) => {
    const ids = api.sent[statusId - 1] ?? [];
    return {
      id: statusId, dpId: 7, status: 'PROCESSED',
      successfulOrders: ids.filter((id) => !api.failed.has(id)),
      failedOrders: ids.filter((id) => api.failed.has(id)).map((barcode) => ({ barcode, errorMessage: 'refused' })),
    };
  },
  createLodgeInReceipt: async () => ({ id: 99 }),
}));

const { useLodgeIn } = await import('../../../src/plugins/orders/hooks/useLodgeIn');

const dp = { id: 7, name: 'Counter' } as DpInfo;
const parcel = (trackingId: string) => ({ trackingId, scannedAt: '2026-01-01T00:00:00Z' }) as ScannedParcel;

function tab() {
  const elsewhere: string[][] = [];
  const hook = renderHook(() => useLodgeIn(dp, { onReceiptFailed: () => undefined, onLodgedElsewhere: (ids) => elsewhere.push(ids) }));
  return { hook, elsewhere };
}

beforeEach(() => {
  api.sent = [];
  api.failed = new Set();
  api.refuseNext = false;
  session.loginInfo = { accessToken: 't', dpId: 7, systemId: 'sg', expirationDate: '2099-01-01T00:00:00Z', username: 'op1' };
});
afterEach(() => { session.loginInfo = null; });

describe('lodge-in from two tabs of one operator', () => {
  it('sends each parcel once when both tabs check in the same list at the same moment', async () => {
    const a = tab();
    const b = tab();
    const list = [parcel('NVSG1'), parcel('NVSG2')];
    await act(async () => {
      await Promise.all([a.hook.result.current.run(list), b.hook.result.current.run([...list, parcel('NVSG3')])]);
    });
    expect(api.sent).toEqual([['NVSG1', 'NVSG2'], ['NVSG3']]);
    expect(b.elsewhere).toEqual([['NVSG1', 'NVSG2']]);
    await vi.waitFor(() => expect(a.hook.result.current.phase).toMatchObject({ kind: 'result', successful: ['NVSG1', 'NVSG2'] }));
    await vi.waitFor(() => expect(b.hook.result.current.phase).toMatchObject({ kind: 'result', successful: ['NVSG3'] }));
  });

  it('a parcel the server refused, or a request that failed, can be checked in again from the other tab', async () => {
    api.failed.add('NVSG2');
    const a = tab();
    await act(async () => { await a.hook.result.current.run([parcel('NVSG1'), parcel('NVSG2')]); });
    await vi.waitFor(() => expect(a.hook.result.current.phase).toMatchObject({ kind: 'result', successful: ['NVSG1'] }));

    api.failed.clear();
    api.refuseNext = true;
    const b = tab();
    await act(async () => { await b.hook.result.current.run([parcel('NVSG1'), parcel('NVSG2')]); });
    expect(b.elsewhere).toEqual([['NVSG1']]);
    expect(api.sent).toEqual([['NVSG1', 'NVSG2']]);

    await act(async () => { await b.hook.result.current.run([parcel('NVSG2')]); });
    expect(api.sent).toEqual([['NVSG1', 'NVSG2'], ['NVSG2']]);
  });
});

describe('defineClaims', () => {
  it('a claim lapses after its hold time; logged out, everything is granted and nothing kept', async () => {
    let now = 1_000;
    const claims = defineClaims({ name: 'test', holdMs: 60_000, now: () => now });
    expect(await claims.claim(['A', 'B', 'A'])).toEqual({ granted: ['A', 'B'], taken: [] });
    expect(await claims.claim(['B', 'C'])).toEqual({ granted: ['C'], taken: ['B'] });
    now += 60_001;
    expect(await claims.claim(['A', 'B'])).toEqual({ granted: ['A', 'B'], taken: [] });
    await claims.release(['A', 'B', 'C']);
    expect(Object.keys(localStorage).filter((k) => k.includes('claims'))).toEqual([]);
    session.loginInfo = null;
    expect(await claims.claim(['A'])).toEqual({ granted: ['A'], taken: [] });
    expect(Object.keys(localStorage)).toEqual([]);
  });
});
