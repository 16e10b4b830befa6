import * as first from 'virtual:config-validators/first';
import type { PortalConfig, RouteDef } from '../types';
import { readJson, type ReadConfigFile } from './load';
import type { ConfigProblem } from './problems';

export interface FirstConfig {
  portal: PortalConfig;
  routes: RouteDef[];
}

/**
 * The two files the login screen needs before it paints: config/portal.json (SSO, default language, where the other
 * files are) and the route table (which path is the login). Null when either is unusable: the full start-up then
 * reports every problem on the admin's screen.
 */
export async function loadFirstConfig(read: ReadConfigFile): Promise<FirstConfig | null> {
  const problems: ConfigProblem[] = [];
  const portal = (await readJson(read, 'portal.json', first.portal, problems)) as PortalConfig | undefined;
  if (!portal) return null;
  const file = (await readJson(read, portal.files.routes, first.routes, problems)) as { routes: RouteDef[] } | undefined;
  return file ? { portal, routes: file.routes } : null;
}

/** The files start-up reads after portal.json, so they can be asked for before the code that checks them arrives. */
export function startupFiles(portal: PortalConfig): string[] {
  return [...Object.values(portal.files), ...portal.countries.map((c) => `countries/${c}.json`)];
}
