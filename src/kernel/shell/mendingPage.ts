import type { ReadConfigFile } from '../config/load';
import { parseJsonSafely } from '../config/safeJson';
import { pluginManifests } from '../pluginHost/registry';
import { pageSwitchedOff } from '../pageSources';
import { pathMatches, pathOf } from '../routing/paths';
import type { LoadedConfig } from '../types';

/** A page that mends config/ (a plugin page with `mendsConfig`), where the route table puts it. */
export interface MendingPage {
  /** The address to link to, with the portal's base. */
  href: string;
  /** Whether the browser is at that address now. */
  here: boolean;
  /** Its route id. */
  id: string;
}

const base = import.meta.env.BASE_URL.replace(/\/$/, '');

/** A file's JSON, or undefined: the files are broken, so nothing here may throw. */
async function rawJson(read: ReadConfigFile, rel: string): Promise<unknown> {
  try {
    const text = await read(rel);
    return text === null ? undefined : parseJsonSafely(text).value;
  } catch {
    return undefined;
  }
}

const record = (v: unknown): Record<string, unknown> | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);

/**
 * When config/ fails its checks, the page that can mend it, found in the files as they are: the route's path is read
 * from the route table even when another entry of it is wrong, so a slip anywhere but that route still leaves the way
 * in. A deployment that switched the page off in portal.json keeps it off. Null when there is no such page or route.
 */
export async function findMendingPage(read: ReadConfigFile): Promise<MendingPage | null> {
  const page = pluginManifests().flatMap((p) => p.pages).find((p) => p.mendsConfig);
  if (!page) return null;
  const portal = record(await rawJson(read, 'portal.json'));
  if (page.switchedOffBy && portal?.[page.switchedOffBy] === false) return null;
  const routesFile = record(portal?.files)?.routes;
  const table = record(await rawJson(read, typeof routesFile === 'string' ? routesFile : 'menus/routes.json'));
  const routes = Array.isArray(table?.routes) ? table.routes : [];
  const path = routes.map(record).find((r) => r?.id === page.id)?.path;
  if (typeof path !== 'string' || !path.startsWith('/') || path.includes(':')) return null;
  const at = location.pathname.slice(import.meta.env.BASE_URL.length - 1) || '/';
  return { href: `${base}${path}`, here: pathMatches(path, at), id: page.id };
}

/** The same page's address when start-up passed and a later check (config/forms, after login) failed. */
export function mendingPageIn(config: LoadedConfig): MendingPage | null {
  const page = pluginManifests().flatMap((p) => p.pages).find((p) => p.mendsConfig);
  if (!page || pageSwitchedOff(page.id, config.portal)) return null;
  const path = pathOf(config.routes, page.id);
  if (!path) return null;
  const at = location.pathname.slice(import.meta.env.BASE_URL.length - 1) || '/';
  return { href: `${base}${path}`, here: pathMatches(path, at), id: page.id };
}
