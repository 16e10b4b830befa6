import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { pluginManifests } from './pluginHost/registry';
import { kernelPages } from './kernelPages';
import type { PortalConfig } from './types';

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

/** Route ids that have a page, and where it comes from. */
export function pageSources(): Map<string, string> {
  const out = new Map<string, string>(Object.keys(kernelPages).map((id) => [id, 'kernel']));
  for (const p of pluginManifests()) for (const page of p.pages) if (!out.has(page.id)) out.set(page.id, p.id);
  return out;
}

/** A plugin page that config/portal.json switches off (its `switchedOffBy` key is false). */
export function pageSwitchedOff(routeId: string, portal: PortalConfig): boolean {
  const key = pluginManifests().flatMap((p) => p.pages).find((p) => p.id === routeId)?.switchedOffBy;
  return key !== undefined && (portal as unknown as Record<string, unknown>)[key] === false;
}

/** A plugin page that waits for what the kernel fetches after login (config/forms): every one but `beforeLogin`. */
export function pageWaitsForLogin(routeId: string): boolean {
  if (kernelPages[routeId]) return false;
  const page = pluginManifests().flatMap((p) => p.pages).find((p) => p.id === routeId);
  return Boolean(page && !page.beforeLogin);
}

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
