import { useEffect } from 'react';
import { afterPaint } from '../../ui/afterPaint';

/**
 * Registers the service worker after the portal's first paint, from a chunk of its own, and keeps the manifest
 * link in the operator's language (`locale`).
 */
export function usePortalWorker(locale: string): void {
  useEffect(() => {
    let live = true;
    afterPaint(() => {
      import('./registerWorker').then((m) => {
        if (!live) return;
        m.localizeManifest(locale);
        void m.registerPortalWorker();
      }, () => undefined);
    });
    return () => { live = false; };
  }, [locale]);
}
