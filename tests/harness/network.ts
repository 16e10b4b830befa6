// The network as a test drives it: the browser's online/offline (navigator.onLine and its events) and the kernel's
// network state back to online with nothing waiting between tests.
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { networkState } from '../../src/kernel/network/state';

function setBrowserOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** The browser loses its network, as `context.setOffline(true)` does in a real one. */
export const goOffline = () => act(async () => { setBrowserOnline(false); });

/** The browser has its network back. */
export const goOnline = () => act(async () => { setBrowserOnline(true); });

/** For afterEach: online, no call failed, nothing waiting. */
export function resetNetwork(): void {
  setBrowserOnline(true);
  networkState.apiUnreachable = false;
  for (const source of Object.keys(networkState.waiting)) delete networkState.waiting[source];
}

/** Request URLs matching `pattern` that reached the (simulated) server, from now on. */
export function requestsTo(server: { events: { on(event: 'request:start', listener: (e: { request: Request }) => void): void } }, pattern: RegExp): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => { if (pattern.test(request.url)) seen.push(request.url); });
  return seen;
}

/**
 * The offline notice of a page that needs the server, in English: the page's heading when the notice carries it (the
 * page's heading is inside what waits), that the portal is offline, and what still works.
 */
export async function expectOfflineNotice(heading?: string): Promise<HTMLElement> {
  const notice = await screen.findByTestId('offline-notice');
  if (heading) expect(within(notice).getByRole('heading', { level: 1, name: heading })).toBeTruthy();
  expect(within(notice).getByText('The portal is offline')).toBeTruthy();
  expect(within(notice).getByText('This page needs the server: it loads by itself when the network is back.')).toBeTruthy();
  expect(within(notice).getByText('Scanning and sending still work: what you scan is kept and sent once the network is back.')).toBeTruthy();
  expect(within(notice).getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  return notice;
}

/** Lets pending effects and requests run: long enough for a page that would load to have asked. */
export const settle = (ms = 300) => act(() => new Promise<void>((resolve) => { setTimeout(resolve, ms); }));
