import { defer, distinctUntilChanged, fromEvent, map, of, startWith, type Observable } from 'rxjs';

/** What `pageVisible$` needs from a document: an event target that knows whether the page is shown. */
export type VisibilitySource = EventTarget & { readonly visibilityState: DocumentVisibilityState };

/**
 * Whether the page is shown, so polling can pause while the operator looks at another tab. Emits the current state
 * on subscription, then each change. Nothing listens until subscribed; the listener is removed on unsubscribe.
 * Without a document (server, worker, plain Node) the page counts as always visible, and so does any state but
 * 'hidden': pausing is only a saving, so when in doubt it keeps polling.
 */
export function pageVisible$(doc: VisibilitySource | undefined = globalThis.document): Observable<boolean> {
  if (!doc) return of(true);
  const isVisible = (): boolean => doc.visibilityState !== 'hidden';
  return defer(() => fromEvent(doc, 'visibilitychange').pipe(map(isVisible), startWith(isVisible()))).pipe(distinctUntilChanged());
}
