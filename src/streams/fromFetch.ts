import { Observable } from 'rxjs';

/** GET a JSON document as an Observable; unsubscribing aborts the request. */
export function fromFetchJson<T>(url: string): Observable<T> {
  return new Observable<T>((subscriber) => {
    const controller = new AbortController();
    fetch(url, { cache: 'no-store', signal: controller.signal })
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.json() as Promise<T>;
      })
      .then((body) => {
        subscriber.next(body);
        subscriber.complete();
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) subscriber.error(e);
      });
    return () => controller.abort();
  });
}

/** Wraps a promise-returning call that takes an AbortSignal (e.g. axios) as an Observable that aborts on unsubscribe. */
export function fromAbortable<T>(call: (signal: AbortSignal) => Promise<T>): Observable<T> {
  return new Observable<T>((subscriber) => {
    const controller = new AbortController();
    call(controller.signal).then(
      (v) => { subscriber.next(v); subscriber.complete(); },
      (e: unknown) => { if (!controller.signal.aborted) subscriber.error(e); },
    );
    return () => controller.abort();
  });
}
