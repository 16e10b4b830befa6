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
 * Registers the service worker after the portal's first paint and the page's load, from a chunk of its own, and
 * keeps the manifest link in the operator's language (`locale`).
 */
export function usePortalWorker(locale: string): void {
  useEffect(() => {
    let live = true;
    afterPaint(() => whenLoadedAndIdle(() => {
      import('./registerWorker').then((m) => {
        if (!live) return;
        m.localizeManifest(locale);
        void m.registerPortalWorker();
      }, () => undefined);
    }));
    return () => { live = false; };
  }, [locale]);
}
