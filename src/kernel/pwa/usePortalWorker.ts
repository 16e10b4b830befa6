import { useEffect } from 'react';
import { afterPaint } from '../../ui/afterPaint';

/**
 * Runs `fn` once the page has loaded and the main thread is idle (at most 5 s later): the worker's first install
 * downloads every counter page (some 760 kB gzip), which must not share a cheap phone's line with the page being
 * opened, its data and its own chunks.
 */
function whenLoadedAndIdle(fn: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 5000 });
    else setTimeout(fn, 1000);
  };
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * Registers the service worker once what is drawn has been painted, the page has loaded and the thread is idle,
 * from a chunk of its own, and points the manifest link at `locale`. Returns the cancel. The logged-out start calls
 * it after the login form's first paint, so a first visit is ready to open offline before anyone logs in.
 */
export function registerWorkerWhenIdle(locale: string): () => void {
  let live = true;
  // Cancelled before the frame was drawn (the page went, or a test's document was taken down): nothing to schedule.
  afterPaint(() => live && whenLoadedAndIdle(() => {
    import('./registerWorker').then((m) => {
      if (!live) return;
      m.localizeManifest(locale);
      void m.registerPortalWorker();
    }, () => undefined);
  }));
  return () => { live = false; };
}

/** The same from the portal's frame, again in the operator's language once it is known (registering twice is harmless). */
export function usePortalWorker(locale: string): void {
  useEffect(() => registerWorkerWhenIdle(locale), [locale]);
}
