// The logged-in shell's probe: while calls get no answer and the browser believes it is online, the flag service is
// asked again every REACH_PROBE_MS; an answer brings the portal back online and ends the asking.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClients } from '../../../src/kernel/api/client';
import { useOnline } from '../../../src/kernel/network/hooks';
import { REACH_PROBE_MS } from '../../../src/kernel/network/reachProbe';
import { networkState, noteApiAnswered, noteApiDropped } from '../../../src/kernel/network/state';
import { useReachProbe } from '../../../src/kernel/network/useReachProbe';
import { setRuntime } from '../../../src/kernel/runtime';
import type { LoadedConfig } from '../../../src/kernel/types';

let serverAnswers = false;
const get = vi.fn(async (path: string, opts: { params: Record<string, string> }) => {
  // As the API client's interceptor does with the outcome.
  if (serverAnswers) { noteApiAnswered(); return { data: { data: {} }, path, opts }; }
  noteApiDropped();
  throw new Error('Network Error');
});

beforeEach(() => {
  vi.useFakeTimers();
  serverAnswers = false;
  get.mockClear();
  networkState.browserOnline = true;
  networkState.apiUnreachable = false;
  setRuntime({ config: {} as LoadedConfig, clients: () => Promise.resolve({ global: { get } } as unknown as ApiClients), warnings: [] });
});
afterEach(() => { vi.useRealTimers(); setRuntime(null); networkState.apiUnreachable = false; });

const advance = (ms: number) => act(async () => { await vi.advanceTimersByTimeAsync(ms); });

describe('useReachProbe', () => {
  it('asks nothing while online', async () => {
    renderHook(() => useReachProbe('sg'));
    await advance(REACH_PROBE_MS * 3);
    expect(get).not.toHaveBeenCalled();
  });

  it('asks the flag service every period while calls get no answer, and stops once it answers', async () => {
    const { result } = renderHook(() => { useReachProbe('sg'); return useOnline(); });
    await act(async () => { noteApiDropped(); });
    expect(result.current).toBe(false);
    await advance(REACH_PROBE_MS - 1);
    expect(get).not.toHaveBeenCalled();
    await advance(1);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[0]).toBe('1.0/feature-flags');
    expect(get.mock.calls[0]?.[1].params).toEqual({ country: 'sg' });
    expect(result.current).toBe(false);
    serverAnswers = true;
    await advance(REACH_PROBE_MS);
    expect(get).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(true);
    await advance(REACH_PROBE_MS * 3);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while the browser itself says offline (its online event brings the portal back)', async () => {
    renderHook(() => useReachProbe('sg'));
    await act(async () => { networkState.browserOnline = false; noteApiDropped(); });
    await advance(REACH_PROBE_MS * 3);
    expect(get).not.toHaveBeenCalled();
  });

  it('stops when the shell unmounts (log-out)', async () => {
    const { unmount } = renderHook(() => useReachProbe('sg'));
    await act(async () => { noteApiDropped(); });
    unmount();
    await advance(REACH_PROBE_MS * 3);
    expect(get).not.toHaveBeenCalled();
  });
});
