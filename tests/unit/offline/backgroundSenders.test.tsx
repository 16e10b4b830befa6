// The shell's background senders: a plugin's sender is loaded and started on any page only once its queue has work
// waiting for the logged-in operator, once per tab, the tabs taking turns under the queue's lock; a log-out stops it.
import { act, renderHook } from '@testing-library/react';
import { defer, of, type Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio';
import { runBackgroundSenders } from '../../../src/kernel/offline/backgroundSenders';
import { keepSending } from '../../../src/kernel/offline/keepSending';
import { defineOutbox } from '../../../src/kernel/offline/outbox';
import { noteSentAway, sentAway } from '../../../src/kernel/offline/sentAway';
import { createMemoryStore } from '../../../src/kernel/offline/store';
import type { BatchOutcome, DrainSteps } from '../../../src/kernel/offline/drain';
import { useBackgroundSenders } from '../../../src/kernel/offline/useBackgroundSenders';
import type { NetworkState } from '../../../src/kernel/network/state';
import type { BackgroundSender } from '../../../src/kernel/pluginHost/definePlugin';
import { session } from '../../../src/kernel/session/store';
import type { LoginInfo } from '../../../src/kernel/types';

const settle = () => act(async () => { for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0)); });

function network(waiting: Record<string, number> = {}): NetworkState {
  return proxy<NetworkState>({ browserOnline: true, apiUnreachable: false, waiting });
}

/** A sender whose module load can be held back or fail; it records its starts and stops. */
function fakeSender(queue: string, load: () => Promise<void> = () => Promise.resolve()) {
  const calls = { starts: 0, stops: 0 };
  const sender: BackgroundSender = {
    queue,
    start: async () => {
      await load();
      calls.starts += 1;
      return () => { calls.stops += 1; };
    },
  };
  return { sender, calls };
}

describe('runBackgroundSenders', () => {
  it('loads nothing while its queue has no work waiting, and starts the sender once work waits', async () => {
    const state = network({ 'other.queue': 3 });
    const scans = fakeSender('a.scans');
    const stop = runBackgroundSenders([scans.sender], state);
    await settle();
    expect(scans.calls.starts).toBe(0);
    state.waiting['a.scans'] = 2;
    await settle();
    expect(scans.calls.starts).toBe(1);
    stop();
  });

  it('starts one sender a queue in a tab, however often the count changes, and stops it with the rest', async () => {
    const state = network({ 'a.scans': 1 });
    const scans = fakeSender('a.scans');
    const handover = fakeSender('b.completions');
    const stop = runBackgroundSenders([scans.sender, handover.sender], state);
    for (const n of [2, 5, 0, 4]) { state.waiting['a.scans'] = n; await settle(); }
    expect(scans.calls.starts).toBe(1);
    expect(handover.calls.starts).toBe(0);
    stop();
    expect(scans.calls.stops).toBe(1);
    state.waiting['b.completions'] = 1;
    await settle();
    expect(handover.calls.starts).toBe(0);
  });

  it('stops a sender whose module arrives after the stop (a log-out during its load)', async () => {
    let arrive: () => void = () => undefined;
    const scans = fakeSender('a.scans', () => new Promise<void>((r) => { arrive = r; }));
    const stop = runBackgroundSenders([scans.sender], network({ 'a.scans': 1 }));
    stop();
    arrive();
    await settle();
    expect(scans.calls.starts).toBe(1);
    expect(scans.calls.stops).toBe(1);
  });

  it('tries a module that could not load (offline) again when the portal is back online', async () => {
    let offline = true;
    const scans = fakeSender('a.scans', () => (offline ? Promise.reject(new Error('Failed to fetch')) : Promise.resolve()));
    const state = network({ 'a.scans': 1 });
    state.browserOnline = false;
    const stop = runBackgroundSenders([scans.sender], state);
    await settle();
    state.apiUnreachable = true;
    await settle();
    expect(scans.calls.starts).toBe(0);
    offline = false;
    state.browserOnline = true;
    state.apiUnreachable = false;
    await settle();
    expect(scans.calls.starts).toBe(1);
    stop();
  });

  it('two tabs each run a sender, and the queue goes in one request: they take turns under its lock', async () => {
    const store = createMemoryStore();
    const box = () => defineOutbox<{ code: string }>({ name: 'tabs.scans', validate: (v) => v as { code: string }, store, owner: () => 'ana@7' });
    const [tabA, tabB] = [box(), box()];
    const sends: string[][] = [];
    const steps: DrainSteps<{ code: string }, null> = {
      isReady: () => true,
      prepare: (e) => of(e.item),
      send: (entries): Observable<BatchOutcome<null>> => defer(async () => {
        sends.push(entries.map((e) => e.item.code));
        await new Promise((r) => setTimeout(r, 5));
        return { sent: entries.map((e) => e.id), refused: [], result: null };
      }),
      reasonOf: () => 'refused',
    };
    await tabA.addBatch([{ code: 'A1' }, { code: 'B2' }]);
    const state = network({ 'tabs.scans': 2 });
    const sender = (outbox: typeof tabA): BackgroundSender => ({ queue: 'tabs.scans', start: async () => keepSending(outbox, steps, () => undefined) });
    const stops = [runBackgroundSenders([sender(tabA)], state), runBackgroundSenders([sender(tabB)], state)];
    await vi.waitFor(async () => expect(await tabA.entries()).toEqual([]));
    await settle();
    expect(sends).toEqual([['A1', 'B2']]);
    stops.forEach((s) => s());
  });
});

describe('useBackgroundSenders', () => {
  beforeEach(() => {
    session.loginInfo = { username: 'ana', dpId: 7, accessToken: 't', expirationDate: '2999-01-01T00:00:00Z' } as LoginInfo;
  });
  afterEach(() => { session.loginInfo = null; });

  it('runs while an operator is logged in and stops at log-out, dropping what the senders said', async () => {
    const { networkState } = await import('../../../src/kernel/network/state');
    const scans = fakeSender('hook.scans');
    renderHook(() => useBackgroundSenders(() => [scans.sender]));
    await settle();
    expect(scans.calls.starts).toBe(0);
    act(() => { networkState.waiting['hook.scans'] = 2; });
    await settle();
    expect(scans.calls.starts).toBe(1);
    act(() => noteSentAway('hook.scans', { status: 'success', lines: [{ messageId: 'x.sent' }], routeIds: ['x'] }));

    act(() => { session.loginInfo = null; });
    await settle();
    expect(scans.calls.stops).toBe(1);
    expect(sentAway.bySource).toEqual({});
    delete networkState.waiting['hook.scans'];
  });

  it('redraws its page only when the operator or the point changes, not on other session writes', async () => {
    let renders = 0;
    renderHook(() => { renders += 1; useBackgroundSenders(() => []); });
    await settle();
    const before = renders;
    act(() => { session.loading = true; session.modal = { kind: 'info', titleId: 't', messageId: 'm' }; });
    await settle();
    act(() => { session.loading = false; session.modal = null; });
    await settle();
    act(() => { session.loginInfo = { ...session.loginInfo } as LoginInfo; });
    await settle();
    expect(renders).toBe(before);
    act(() => { session.loginInfo = { ...session.loginInfo, dpId: 8 } as LoginInfo; });
    await settle();
    expect(renders).toBe(before + 1);
  });

  it('starts nothing for nobody: logged out, waiting work of the last operator is not sent', async () => {
    const { networkState } = await import('../../../src/kernel/network/state');
    session.loginInfo = null;
    const scans = fakeSender('hook.nobody');
    act(() => { networkState.waiting['hook.nobody'] = 1; });
    renderHook(() => useBackgroundSenders(() => [scans.sender]));
    await settle();
    expect(scans.calls.starts).toBe(0);
    delete networkState.waiting['hook.nobody'];
  });
});
