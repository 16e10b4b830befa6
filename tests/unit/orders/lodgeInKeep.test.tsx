// @vitest-environment jsdom
// Check in while the server cannot be reached: the session's parcels go to the offline queue as one lodge-in, under
// the key of the try that got no answer (the server may have acted on it), instead of an error; a refusal still says
// the server's error and keeps nothing.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DpInfo, PortalError } from '../../../src/kernel';
import { session } from '../../../src/kernel/session/store';
import type { ScannedParcel } from '../../../src/plugins/orders/model/parcel';

const api = vi.hoisted(() => ({
  sent: [] as { ids: string[]; key: string | undefined }[],
  answer: 'none' as 'none' | 'refuse' | 'ok',
}));

vi.mock('../../../src/plugins/orders/api/orderApi', () => ({
  startLodgeIn: async (ids: string[], _notify: boolean, key?: string) => {
    api.sent.push({ ids: [...ids], key });
    if (api.answer === 'none') throw { invalidToken: false, messageId: 'something_went_wrong' } satisfies PortalError;
    if (api.answer === 'refuse') throw { invalidToken: false, status: 400, message: 'Not a parcel of this point' } satisfies PortalError;
    return { statusId: 1 };
  },
  getLodgeInStatus: async () => ({ id: 1, dpId: 7, status: 'PROCESSED', successfulOrders: [], failedOrders: [] }),
  createLodgeInReceipt: async () => ({ id: 99 }),
  lookUpScan: async () => { throw new Error('not used'); },
}));

const { useLodgeIn } = await import('../../../src/plugins/orders/hooks/useLodgeIn');
const { queueCheckIn, waitingScans } = await import('../../../src/plugins/orders/state/waitingScans');

const dp = { id: 7, name: 'Counter' } as DpInfo;
const parcel = (trackingId: string) => ({ trackingId, scannedAt: '2026-01-01T00:00:00Z' }) as ScannedParcel;

function page() {
  const kept: { ids: string[]; key: string }[] = [];
  const hook = renderHook(() => useLodgeIn(dp, {
    onReceiptFailed: () => undefined,
    onLodgedElsewhere: () => undefined,
    onKeep: async (parcels, key) => {
      kept.push({ ids: parcels.map((p) => p.trackingId), key });
      await queueCheckIn(parcels, key);
    },
  }));
  return { hook, kept };
}

beforeEach(async () => {
  api.sent = [];
  api.answer = 'none';
  session.modal = null;
  session.loginInfo = { accessToken: 't', dpId: 7, systemId: 'sg', expirationDate: '2099-01-01T00:00:00Z', username: `op${Math.random()}` };
});
afterEach(() => { session.loginInfo = null; });

describe('Check in with no answer from the server', () => {
  it('keeps the parcels as one queued lodge-in under the key the request carried, with no error shown', async () => {
    const p = page();
    await act(async () => { await p.hook.result.current.run([parcel('NVSG1'), parcel('NVSG2')]); });
    expect(api.sent).toHaveLength(1);
    expect(p.kept).toEqual([{ ids: ['NVSG1', 'NVSG2'], key: api.sent[0]?.key }]);
    expect(session.modal).toBeNull();
    expect(p.hook.result.current.phase).toEqual({ kind: 'idle' });
    const queued = await waitingScans.entries();
    expect(queued.map((e) => e.item.parcel?.trackingId)).toEqual(['NVSG1', 'NVSG2']);
    expect(new Set(queued.map((e) => e.batch))).toEqual(new Set([api.sent[0]?.key]));
  });

  it('offline, Check in sends nothing and queues the parcels under a new key; a parcel already waiting is not queued twice', async () => {
    const p = page();
    await act(async () => { await p.hook.result.current.keep([parcel('NVSG3')]); });
    await act(async () => { await p.hook.result.current.keep([parcel('NVSG3'), parcel('NVSG4')]); });
    expect(api.sent).toEqual([]);
    const queued = await waitingScans.entries();
    expect(queued.map((e) => e.item.parcel?.trackingId)).toEqual(['NVSG3', 'NVSG4']);
    expect(queued[0]?.batch).toBe(p.kept[0]?.key);
    expect(queued[1]?.batch).toBe(p.kept[1]?.key);
  });

  it('a refusal is the server\'s word: its error is shown and nothing is queued', async () => {
    api.answer = 'refuse';
    const p = page();
    await act(async () => { await p.hook.result.current.run([parcel('NVSG5')]); });
    expect(p.kept).toEqual([]);
    expect(session.modal).toMatchObject({ kind: 'error', error: { message: 'Not a parcel of this point' } });
    expect(await waitingScans.entries()).toEqual([]);
  });
});
