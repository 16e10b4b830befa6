import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { getRuntime } from './runtime';
import { buildMenu, effectiveFlags, gateContext } from './routing/access';
import { session, isSessionValid, sessionCountry, type SessionState } from './session/store';
import { pageSources } from './pages';
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

/** The logged-in point, its country, flags and visible menu, re-derived when the session changes. */
export function usePortal(): PortalView {
  // The snapshot is only a change signal here; deriving from it as plain data.
  const snap = useSnapshot(session) as unknown as SessionState;
  const { config } = getRuntime();
  return useMemo(() => {
    const loggedIn = isSessionValid(snap);
    const code = sessionCountry(snap, config.portal.countries) ?? config.portal.defaultCountry;
    const country = config.countries[code] ?? (Object.values(config.countries)[0] as CountryConfig);
    const dp = snap.dpInfo ?? null;
    const flags = effectiveFlags(config, loggedIn ? code : null, snap.remoteFlags);
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
  }, [snap, config]);
}
