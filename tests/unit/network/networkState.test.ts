import { act, renderHook } from '@testing-library/react';
import { AxiosError, CanceledError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClients } from '../../../src/kernel/api/client';
import { useOnline, useWaitingToSend } from '../../../src/kernel/network/hooks';
import { networkState, reportWaiting, watchBrowserNetwork } from '../../../src/kernel/network/state';
import type { LoadedConfig } from '../../../src/kernel/types';

function setBrowserOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Valtio tells its subscribers after a microtask: a step lets React see the change before the next expect. */
const step = (fn: () => void) => act(async () => { fn(); });

const config = { portal: { api: { timeoutMs: 1000, globalBaseUrl: 'http://api.test/' } }, countries: {} } as unknown as LoadedConfig;

/** A global client whose transport answers as `answer` says: a status, a dropped network, or a cancel. */
function clientAnswering(answer: () => number | 'dropped' | 'cancel') {
  const client = createClients(config, { token: () => undefined, dpId: () => undefined }).global;
  const adapter: AxiosAdapter = async (cfg: InternalAxiosRequestConfig) => {
    const a = answer();
    if (a === 'dropped') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, cfg, {});
    if (a === 'cancel') throw new CanceledError(undefined, undefined, cfg);
    const response = { data: { data: 'ok' }, status: a, statusText: '', headers: {}, config: cfg };
    if (a >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, cfg, {}, response);
    return response;
  };
  client.defaults.adapter = adapter;
  return client;
}

beforeEach(() => {
  setBrowserOnline(true);
  networkState.apiUnreachable = false;
  for (const key of Object.keys(networkState.waiting)) delete networkState.waiting[key];
});
afterEach(() => setBrowserOnline(true));

describe('useOnline', () => {
  it('follows the browser: offline on the offline event, online again on the online event', async () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    await step(() => setBrowserOnline(false));
    expect(result.current).toBe(false);
    await step(() => setBrowserOnline(true));
    expect(result.current).toBe(true);
  });

  it('starts offline when the browser already is, once watched', async () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    const stop = watchBrowserNetwork(window);
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(false);
    stop();
  });

  it('goes offline when an API call gets no answer, and back when the next call gets one', async () => {
    let next: number | 'dropped' | 'cancel' = 'dropped';
    const client = clientAnswering(() => next);
    const { result } = renderHook(() => useOnline());
    await act(async () => { await expect(client.get('x')).rejects.toBeTruthy(); });
    expect(result.current).toBe(false);
    next = 200;
    await act(async () => { await client.get('x'); });
    expect(result.current).toBe(true);
  });

  it('counts a server refusal (an answer with an error status) as online', async () => {
    let next: number | 'dropped' | 'cancel' = 'dropped';
    const client = clientAnswering(() => next);
    const { result } = renderHook(() => useOnline());
    await act(async () => { await client.get('x').catch(() => undefined); });
    expect(result.current).toBe(false);
    next = 500;
    await act(async () => { await client.get('x').catch(() => undefined); });
    expect(result.current).toBe(true);
  });

  it('does not take a cancelled call for a dropped network', async () => {
    const client = clientAnswering(() => 'cancel');
    const { result } = renderHook(() => useOnline());
    await act(async () => { await client.get('x').catch(() => undefined); });
    expect(result.current).toBe(true);
  });

  it('comes back online on the browser\'s online event after a dropped call', async () => {
    const client = clientAnswering(() => 'dropped');
    const { result } = renderHook(() => useOnline());
    await act(async () => { await client.get('x').catch(() => undefined); });
    expect(result.current).toBe(false);
    await step(() => setBrowserOnline(true));
    expect(result.current).toBe(true);
  });

  it('stays offline while the browser says so, even when a call is answered (a service worker answers offline)', async () => {
    const client = clientAnswering(() => 200);
    const { result } = renderHook(() => useOnline());
    await step(() => setBrowserOnline(false));
    await act(async () => { await client.get('x'); });
    expect(result.current).toBe(false);
  });
});

describe('reportWaiting / useWaitingToSend', () => {
  it('sums what every source reports, a new report replacing that source\'s last one', async () => {
    const { result } = renderHook(() => useWaitingToSend());
    expect(result.current).toBe(0);
    await step(() => reportWaiting('scans', 3));
    await step(() => reportWaiting('handover', 2));
    expect(result.current).toBe(5);
    await step(() => reportWaiting('scans', 1));
    expect(result.current).toBe(3);
    await step(() => reportWaiting('handover', 0));
    expect(result.current).toBe(1);
    expect(Object.keys(networkState.waiting)).toEqual(['scans']);
  });

  it('takes a negative or non-numeric count as nothing waiting', async () => {
    const { result } = renderHook(() => useWaitingToSend());
    await step(() => reportWaiting('scans', 4));
    await step(() => reportWaiting('scans', -2));
    expect(result.current).toBe(0);
    await step(() => reportWaiting('scans', Number.NaN));
    expect(result.current).toBe(0);
  });
});
