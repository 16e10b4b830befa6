import type { EventKind, PortalEventMap } from './events';

type Sink = (kind: string, payload: Record<string, unknown>) => void;
const sinks = new Set<Sink>();

/**
 * Records what happened at the counter. The persistent event log (IndexedDB) attaches itself as a sink; until
 * then events go to the sinks registered (tests, tracking). The kind must be declared in PortalEventMap, and the
 * payload must be that kind's.
 */
export function logEvent<K extends EventKind>(kind: K, payload: PortalEventMap[K]): void {
  // Payloads are plain objects by declaration; the log stores them as records.
  for (const s of sinks) s(kind, payload as unknown as Record<string, unknown>);
}

export function addEventSink(sink: Sink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}
