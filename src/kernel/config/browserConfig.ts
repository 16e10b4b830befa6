import * as validators from 'virtual:config-validators';
import { loadConfig, type ConfigLoadResult } from './load';

/** Loads config/ from the server the portal is served from, uncached, so an admin's edit shows on reload. */
export function loadServedConfig(messageIds: ReadonlySet<string> | Promise<ReadonlySet<string>>): Promise<ConfigLoadResult> {
  return loadConfig(
    async (rel) => {
      const res = await fetch(`${import.meta.env.BASE_URL}config/${rel}`, { cache: 'no-store' });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.text();
    },
    validators,
    messageIds,
  );
}
