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

/** The lazily loaded component for a route id, or undefined when no page is registered. */
export function pageComponent(routeId: string): LazyExoticComponent<ComponentType> | undefined {
  const cached = components.get(routeId);
  if (cached) return cached;
  const loader = kernelPages[routeId] ?? pluginManifests().flatMap((p) => p.pages).find((p) => p.id === routeId)?.load;
  if (!loader) return undefined;
  const component = lazy(withTimeout(loader));
  components.set(routeId, component);
  return component;
}

/** Starts fetching a route's page while start-up still reads config/, so it is there when the portal renders. */
export function preloadPage(routeId: string): void {
  const loader = kernelPages[routeId] ?? pluginManifests().flatMap((p) => p.pages).find((p) => p.id === routeId)?.load;
  void loader?.().catch(() => undefined);
}
