import { Subject, type Observable } from 'rxjs';
import type { EventStore, PortalEvent } from './types';

export interface EventLogOptions {
  /** Events older than this are dropped (default 30 days). */
  maxAgeDays?: number;
  /** At most this many events are kept (default 20,000). */
  maxEvents?: number;
  now?: () => number;
}

export interface EventLog {
  /** Every event as it is appended. */
  readonly events$: Observable<PortalEvent>;
  append(event: Omit<PortalEvent, 'id' | 'at'> & { at?: string }): Promise<PortalEvent>;
  /** Events at or after the given time. */
  since(from: Date): Promise<PortalEvent[]>;
}

/** The append-only, bounded event log. Pruning runs at start and every 500 appends, not on every write. */
export function createEventLog(store: EventStore, { maxAgeDays = 30, maxEvents = 20_000, now = Date.now }: EventLogOptions = {}): EventLog {
  const subject = new Subject<PortalEvent>();
  let appended = 0;
  const prune = () => store.prune(new Date(now() - maxAgeDays * 86_400_000).toISOString(), maxEvents).catch(() => undefined);
  void prune();
  return {
    events$: subject.asObservable(),
    async append(event) {
      const stored = await store.add({ ...event, at: event.at ?? new Date(now()).toISOString() });
      subject.next(stored);
      if (++appended % 500 === 0) await prune();
      return stored;
    },
    since(from) {
      return store.since(from.toISOString());
    },
  };
}
