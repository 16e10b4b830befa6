import { useEffect, useState } from 'react';
import type { PluginManifest } from './definePlugin';
import { pluginManifests } from './registry';
import { MissingServiceError, type ServiceProvision, type ServiceToken } from './services';

const loaded = new Map<string, Promise<unknown>>();

/** Every provision of the loaded plugins, by token id (the first wins; the needs check reports a second). */
function provisions(manifests: readonly PluginManifest[]): Map<string, ServiceProvision> {
  const out = new Map<string, ServiceProvision>();
  for (const m of manifests) for (const p of m.provides ?? []) if (!out.has(p.token.id)) out.set(p.token.id, p);
  return out;
}

/** The service a plugin provides for `token`, loaded once; rejects with MissingServiceError when none does. */
export function getService<T>(token: ServiceToken<T>): Promise<T> {
  const cached = loaded.get(token.id);
  if (cached) return cached as Promise<T>;
  const provision = provisions(pluginManifests()).get(token.id);
  if (!provision) return Promise.reject(new MissingServiceError(token.id));
  const loading = provision.load();
  // A failed load (a chunk gone after a deployment) may be tried again on the next ask.
  loading.catch(() => loaded.delete(token.id));
  loaded.set(token.id, loading);
  return loading as Promise<T>;
}

/** The service for `token` in a component: undefined while it loads; an error when it cannot be had. */
export function useService<T>(token: ServiceToken<T>): { service?: T; error?: unknown } {
  const [state, setState] = useState<{ id: string; service?: T; error?: unknown }>({ id: token.id });
  useEffect(() => {
    let live = true;
    getService(token).then(
      (service) => live && setState({ id: token.id, service }),
      (error: unknown) => live && setState({ id: token.id, error }),
    );
    return () => { live = false; };
  }, [token]);
  return state.id === token.id ? { service: state.service, error: state.error } : {};
}

/** Tests start each case with no service loaded. */
export function resetServicesForTest(): void {
  loaded.clear();
}
