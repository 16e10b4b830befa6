import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { controlFromUrl, setControl } from './control';
import { firstWorkerInControl } from './firstInstall';
import { fallbackHandlers, kernelHandlers } from './handlers';
import { contractBreaker } from './contractBreak';
import { reportContractBreaks } from './contractReport';

/**
 * Starts the in-page simulated API (the portal's default backend in dev and demo builds). A `?sim=` in the page
 * URL wins over the choice kept in session storage; otherwise the stored choice stays.
 */
export async function startBrowserSimulator(extra: RequestHandler[]): Promise<void> {
  const fromUrl = controlFromUrl(location.search);
  if (fromUrl) setControl(fromUrl);
  const handlers = [...kernelHandlers, ...extra, ...fallbackHandlers];
  // `?sim=contract-break` answers first (from the others' answers); every answer is checked against the contract.
  const worker = setupWorker(contractBreaker(() => handlers), ...handlers);
  reportContractBreaks(worker.events);
  if ('serviceWorker' in navigator) await firstWorkerInControl();
  await worker.start({
    // A build's simulator runs inside the portal's own service worker (src/worker/sw.ts): one scope, one worker.
    // The dev server has no portal worker and serves msw's script alone.
    serviceWorker: { url: import.meta.env.BASE_URL + (import.meta.env.DEV ? 'mockServiceWorker.js' : 'sw.js') },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
