import type { ComponentType } from 'react';
import { pluginManifests } from './pluginHost/registry';
import { kernelPages } from './kernelPages';
import { readyLazy, type ReadyLazy } from './readyLazy';

/** Spec: a chunk that has not loaded after 120 s fails with 'Loading chunk failed'. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A page's code that did not arrive: too slow (`timeout`), or refused or gone (`failed`, e.g. after a deployment). */
export class ChunkLoadError extends Error {
  constructor(readonly reason: 'timeout' | 'failed' = 'failed') {
    super('Loading chunk failed');
    this.name = 'ChunkLoadError';
  }
}

/** A chunk's loader that fails as a ChunkLoadError: after `ms`, or at once when the chunk is refused or gone. */
export function withTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
      load().then(
        (m) => { clearTimeout(timer); resolve(m); },
        () => { clearTimeout(timer); reject(new ChunkLoadError('failed')); },
      );
    });
}

const components = new Map<string, ReadyLazy<object>>();
/** Route ids whose code did not arrive: their component fails for good until forgotten. */
const failed = new Set<string>();

/**
 * Forgets the pages whose code did not arrive (offline), so the next draw of each asks for its code again: called
 * when the network is back, not on the failure itself (a render right after it would ask again at once, and again).
 */
export function forgetFailedPages(): void {
  for (const id of failed) components.delete(id);
  failed.clear();
}

/** A route's page code (drawn at once once it has arrived), or undefined when no page is registered. */
export function pageCode(routeId: string): ReadyLazy<object> | undefined {
  const cached = components.get(routeId);
  if (cached) return cached;
  const loader = kernelPages[routeId] ?? pluginManifests().flatMap((p) => p.pages).find((p) => p.id === routeId)?.load;
  if (!loader) return undefined;
  const load = withTimeout(loader);
  const entry = readyLazy(() => load().catch((error: unknown) => {
    failed.add(routeId);
    throw error;
  }));
  components.set(routeId, entry);
  return entry;
}

/** The lazily loaded component for a route id, or undefined when no page is registered. */
export function pageComponent(routeId: string): ComponentType | undefined {
  return pageCode(routeId)?.Component;
}

/**
 * Resolves once a route's page can be drawn without suspending (its code has arrived), or at once for an unknown
 * route. A page whose code does not arrive resolves too: its draw then shows the failure as any page does.
 */
export function pageReady(routeId: string): Promise<void> {
  return pageCode(routeId)?.ready().catch(() => undefined) ?? Promise.resolve();
}
