// @vitest-environment jsdom
// A handover completed offline: kept in the offline queue under the key of its first try, counted in the header by its
// parcels, sent once when the network is back (then the page shows its summary and the event log has it), or refused
// with the server's reason; Complete with no answer keeps it instead of showing an error.
import { act, renderHook } from '@testing-library/react';
import { lastValueFrom, toArray } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalError } from '../../../src/kernel';
import { networkState } from '../../../src/kernel/network/state';
import { drainOutbox } from '../../../src/kernel/offline/drain';
import { session } from '../../../src/kernel/session/store';
import { unsentWork } from '../../../src/kernel/session/unsentWork';
import type { ManifestCount } from '../../../src/plugins/handover/model/manifest';
import { EMPTY } from '../../../src/plugins/handover/model/session';

const api = vi.hoisted(() => ({
  calls: [] as { ids: string[]; key: string | undefined }[],
  answer: 'ok' as 'ok' | 'none' | 'refuse' | 'down',
}));

vi.mock('../../../src/plugins/handover/api/handoverApi', () => ({
  completeHandover: async (body: { orders: { tracking_id: string }[] }, key?: string) => {
    api.calls.push({ ids: body.orders.map((o) => o.tracking_id), key });
    if (api.answer === 'none') throw { invalidToken: false, messageId: 'something_went_wrong' } satisfies PortalError;
    if (api.answer === 'down') throw { invalidToken: false, status: 500, message: 'The handover could not be saved. Please try again.' } satisfies PortalError;
    if (api.answer === 'refuse') throw { invalidToken: false, status: 409, message: 'NVSGOUT1001 was already handed over.' } satisfies PortalError;
    return body.orders.map((o) => ({ barcode: o.tracking_id, released_to: 'DRIVER', released_at: '2026-11-27T03:00:00.000Z', status: 'handover_complete' }));
  },
}));

const { completionQueue, queueCompletion, refreshQueued } = await import('../../../src/plugins/handover/state/completionQueue');
const { completionSteps } = await import('../../../src/plugins/handover/hooks/useSendCompletions');
const { useComplete } = await import('../../../src/plugins/handover/hooks/useComplete');
const { currentHandover, setHandover } = await import('../../../src/plugins/handover/state/handoverStore');

const COUNT: ManifestCount = { expected: 3, scanned: 2, missing: 1, unexpected: 0, missingIds: ['NVSGOUT1003'], unexpectedIds: [] };
const drain = () => lastValueFrom(drainOutbox(completionQueue, completionSteps, { initialMs: 1, maxMs: 2 }).pipe(toArray()));

beforeEach(async () => {
  api.calls = [];
  api.answer = 'ok';
  session.loginInfo = { accessToken: 't', dpId: 7, systemId: 'sg', expirationDate: '2099-01-01T00:00:00Z', username: `op${Math.random()}` };
  setHandover('toDriver', { ...EMPTY, jobId: 900001, scanned: ['NVSGOUT1001', 'NVSGOUT1002'], reason: 'Not on the shelf', verified: 'shown' });
  await refreshQueued();
});
afterEach(() => { session.loginInfo = null; });

describe('a handover completed offline', () => {
  it('Complete offline sends nothing, keeps the completion under the draft\'s key, counts its parcels and is named at log-out', async () => {
    const { result } = renderHook(() => useComplete('toDriver'));
    await act(async () => { await result.current.run(900001, COUNT, false); });
    expect(api.calls).toEqual([]);
    expect(result.current.failure).toBeNull();
    const [entry] = await completionQueue.entries();
    expect(entry?.item).toEqual({ direction: 'toDriver', jobId: 900001, scanned: ['NVSGOUT1001', 'NVSGOUT1002'], missing: ['NVSGOUT1003'], unexpected: [], reason: 'Not on the shelf' });
    expect(entry?.batch).toBe(currentHandover('toDriver').sending?.key);
    expect(networkState.waiting['handover.completions']).toBe(2);
    const asked = unsentWork().filter((w) => w.messageId.startsWith('handover.'));
    expect(asked).toEqual([{ messageId: 'handover.offline.unsent', values: { direction: 'toDriver', job: 900001, count: 2 }, ids: ['NVSGOUT1001', 'NVSGOUT1002'] }]);

    // Complete again while it waits: nothing more is kept.
    await queueCompletion(entry!.item, 'another-key');
    expect(await completionQueue.entries()).toHaveLength(1);

    // Back online: one request, with that key; the page's handover shows the summary.
    await drain();
    expect(api.calls).toEqual([{ ids: ['NVSGOUT1001', 'NVSGOUT1002'], key: entry?.batch }]);
    expect(await completionQueue.entries()).toEqual([]);
    expect(networkState.waiting['handover.completions']).toBeUndefined();
  });

  it('Complete whose request gets no answer keeps it under the key that request carried, with no error', async () => {
    api.answer = 'none';
    const { result } = renderHook(() => useComplete('toDriver'));
    await act(async () => { await result.current.run(900001, COUNT); });
    expect(result.current.failure).toBeNull();
    const [entry] = await completionQueue.entries();
    expect(entry?.batch).toBe(api.calls[0]?.key);
    api.answer = 'ok';
    await drain();
    expect(api.calls.map((c) => c.key)).toEqual([entry?.batch, entry?.batch]);
  });

  it('Complete answered with a server error says so at once and keeps nothing: the operator tries again', async () => {
    api.answer = 'down';
    const { result } = renderHook(() => useComplete('toDriver'));
    await act(async () => { await result.current.run(900001, COUNT); });
    expect(result.current.failure).toMatchObject({ status: 500, message: 'The handover could not be saved. Please try again.' });
    expect(await completionQueue.entries()).toEqual([]);
  });

  it('a refusal comes back as the server\'s reason and is not sent again', async () => {
    await queueCompletion({ direction: 'toDriver', jobId: 900001, scanned: ['NVSGOUT1001'], missing: [], unexpected: [], reason: null }, 'k1');
    api.answer = 'refuse';
    await drain();
    const [entry] = await completionQueue.entries();
    expect(entry?.refused).toBe('NVSGOUT1001 was already handed over.');
    expect(networkState.waiting['handover.completions']).toBeUndefined();
    await drain();
    expect(api.calls).toHaveLength(1);
  });
});
