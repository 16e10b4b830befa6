import { buildMenu, effectiveFlags, gateContext } from './routing/access';
import { isSessionValid, sessionCountry, type SessionState } from './session/store';
import { pageSources } from './pageSources';
import { pluginManifests } from './pluginHost/registry';
import type { CountryCode, CountryConfig, DpInfo, FlagSet, GateContext, LoadedConfig } from './types';
import type { MenuEntry, MenuReportRow } from './routing/access';

/** What a page needs to know about the logged-in point. */
export interface PortalView {
  config: LoadedConfig;
  loggedIn: boolean;
  countryCode: CountryCode;
  country: CountryConfig;
  dp: DpInfo | null;
  flags: FlagSet;
  gate: GateContext;
  newDesign: boolean;
  menu: MenuEntry[];
  menuReport: MenuReportRow[];
}

/** The point, its country, flags and visible menu, from config and the session (React-free: the home frame uses it). */
export function portalView(config: LoadedConfig, s: Pick<SessionState, 'loginInfo' | 'dpInfo' | 'remoteFlags'>): PortalView {
  const loggedIn = isSessionValid(s);
  const code = sessionCountry(s, config.portal.countries) ?? config.portal.defaultCountry;
  const country = config.countries[code] ?? (Object.values(config.countries)[0] as CountryConfig);
  const dp = s.dpInfo ?? null;
  const flags = effectiveFlags(config, loggedIn ? code : null, s.remoteFlags);
  const gate = gateContext(loggedIn ? dp : null, loggedIn ? code : null, flags, config.gates);
  const newDesign = dp?.settings?.isNewAkiraDesignsEnabled === true;
  const menuConfig = newDesign ? config.menus.newDesign : config.menus.legacy;
  const { entries, report } = buildMenu({
    items: menuConfig.items,
    contributed: pluginManifests().flatMap((p) => p.menu ?? []),
    routes: config.routes,
    pages: new Set(pageSources().keys()),
    ctx: gate,
  });
  return { config, loggedIn, countryCode: code, country, dp, flags, gate, newDesign, menu: entries, menuReport: report };
}

/** The menu entries home shows as tiles, in menu order (children after their group). */
export function homeTiles(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => [...(e.tile && e.path ? [e] : []), ...homeTiles(e.children)]);
}
