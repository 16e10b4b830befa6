/** Event kinds the kernel records; plugins add their own. */
export type KernelEventKind = 'login' | 'logout' | 'menu' | 'pageError';

type Sink = (kind: string, payload: Record<string, unknown>) => void;
const sinks = new Set<Sink>();

/**
 * Records what happened at the counter. The persistent event log (IndexedDB) attaches itself as a sink; until
 * then events go to the sinks registered (tests, tracking).
 */
export function logEvent(kind: KernelEventKind | (string & {}), payload: Record<string, unknown> = {}): void {
  for (const s of sinks) s(kind, payload);
}

export function addEventSink(sink: Sink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}
