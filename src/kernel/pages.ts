import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { pluginManifests } from './pluginHost/registry';
import { kernelPages } from './kernelPages';

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

const components = new Map<string, LazyExoticComponent<ComponentType>>();
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

/** The lazily loaded component for a route id, or undefined when no page is registered. */
export function pageComponent(routeId: string): LazyExoticComponent<ComponentType> | undefined {
  const cached = components.get(routeId);
  if (cached) return cached;
  const loader = kernelPages[routeId] ?? pluginManifests().flatMap((p) => p.pages).find((p) => p.id === routeId)?.load;
  if (!loader) return undefined;
  const load = withTimeout(loader);
  const component = lazy(() => load().catch((error: unknown) => {
    failed.add(routeId);
    throw error;
  }));
  components.set(routeId, component);
  return component;
}

/** Starts fetching a route's page while start-up still reads config/, so it is there when the portal renders. */
export function preloadPage(routeId: string): void {
  const loader = kernelPages[routeId] ?? pluginManifests().flatMap((p) => p.pages).find((p) => p.id === routeId)?.load;
  void loader?.().catch(() => undefined);
}
