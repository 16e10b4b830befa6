import { asyncScheduler, defer, map, type Observable, type SchedulerLike } from 'rxjs';

/** A scan, marked when the same code was already accepted a moment ago. */
export interface MarkedScan<T> {
  readonly value: T;
  readonly duplicate: boolean;
}

export interface SuppressDuplicatesOptions<T> {
  /** How long after an accepted read the same code counts as a duplicate (ms). */
  windowMs: number;
  /** What makes two scans the same code; by default their string form. */
  key?: (value: T) => string;
}

/**
 * A camera reads the same barcode many times a second while it stays in view; this tells a new read from a repeat so
 * the widget can say 'Parcel already scanned' instead of adding it twice. A scan is a duplicate when the same key was
 * ACCEPTED less than `windowMs` before it; a read exactly `windowMs` later counts as new. The window is counted from
 * the last accepted read only: duplicates do not extend it, so a parcel held under the camera is offered again once
 * per window (the session's own duplicate check then decides) rather than being silenced for as long as it stays
 * in view. Each subscriber keeps its own memory, and entries older than the window are dropped.
 */
export function suppressDuplicates<T>(
  scans$: Observable<T>,
  { windowMs, key = (v: T) => String(v) }: SuppressDuplicatesOptions<T>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<MarkedScan<T>> {
  return defer(() => {
    const acceptedAt = new Map<string, number>();
    return scans$.pipe(
      map((value): MarkedScan<T> => {
        const now = scheduler.now();
        for (const [k, at] of acceptedAt) if (now - at >= windowMs) acceptedAt.delete(k);
        const k = key(value);
        if (acceptedAt.has(k)) return { value, duplicate: true };
        acceptedAt.set(k, now);
        return { value, duplicate: false };
      }),
    );
  });
}
