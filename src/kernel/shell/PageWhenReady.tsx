import { useEffect, useState, type ReactNode } from 'react';
import type { ReadyLazy } from '../readyLazy';

/**
 * Draws a page once its code has arrived (and, for a plugin's page, config/forms with it), `waiting` until then. The
 * page comes in by a plain state update, drawn at once: a Suspense boundary's retry would be held until 300 ms after
 * its fallback appeared (send's scan field waited some 200 ms on that timer, the main thread idle). Code that does
 * not arrive is drawn all the same, so the page's boundary shows the failure as before.
 */
export function PageWhenReady({ page, waiting }: { page: ReadyLazy<object>; waiting: ReactNode }) {
  const [settled, setSettled] = useState(page.isReady);
  useEffect(() => {
    if (settled) return undefined;
    let live = true;
    const done = () => { if (live) setSettled(true); };
    page.ready().then(done, done);
    return () => { live = false; };
  }, [page, settled]);
  if (!settled && !page.isReady()) return <>{waiting}</>;
  return <page.Component />;
}
