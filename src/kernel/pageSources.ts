import { pluginManifests } from './pluginHost/registry';
import { KERNEL_PAGE_IDS, isKernelPage } from './kernelPageIds';
import type { PortalConfig } from './types';

// Which route ids have a page, and whose: the registry below the pages. It reads the manifests' page declarations,
// never a page's code, so the menu and the portal's view can ask it from anywhere.

/** Route ids that have a page, and where it comes from ('kernel' or the plugin's id). */
export function pageSources(): Map<string, string> {
  const out = new Map<string, string>(KERNEL_PAGE_IDS.map((id) => [id, 'kernel']));
  for (const p of pluginManifests()) for (const page of p.pages) if (!out.has(page.id)) out.set(page.id, p.id);
  return out;
}

/** A plugin page that config/portal.json switches off (its `switchedOffBy` key is false). */
export function pageSwitchedOff(routeId: string, portal: PortalConfig): boolean {
  const key = pluginManifests().flatMap((p) => p.pages).find((p) => p.id === routeId)?.switchedOffBy;
  return key !== undefined && (portal as unknown as Record<string, unknown>)[key] === false;
}

/** A plugin page that works with no network (`worksOffline`): the offline notice offers it. */
export function pageWorksOffline(routeId: string): boolean {
  return pluginManifests().some((p) => p.pages.some((page) => page.id === routeId && page.worksOffline === true));
}

/** A plugin page that waits for what the kernel fetches after login (config/forms): every one but `beforeLogin`. */
export function pageWaitsForLogin(routeId: string): boolean {
  if (isKernelPage(routeId)) return false;
  const page = pluginManifests().flatMap((p) => p.pages).find((p) => p.id === routeId);
  return Boolean(page && !page.beforeLogin);
}
