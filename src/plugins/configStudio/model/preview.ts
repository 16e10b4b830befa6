import {
  homeTiles, pageSources, pageSwitchedOff, portalView, routeStatus,
  type CountryCode, type LoadedConfig, type MenuEntry, type MenuReportRow, type RouteStatus,
} from '@kernel';
import { previewSession, type WhatIf } from './whatIf';

/** One row of the route table: open to the operator or not, and why not. */
export interface PreviewRoute {
  id: string;
  path: string;
  /**
   * `public`: open without login, gates unread; `switchedOff`: portal.json turns its page off; `noPage`: no plugin
   * provides it. Decided in the order the portal's route page decides.
   */
  status: RouteStatus | 'public' | 'switchedOff' | 'noPage';
  allowed: boolean;
}

/** What the operator of a what-if would see. */
export interface Preview {
  /** The country the portal resolved (a code not in portal.json's countries falls back to the default). */
  countryCode: CountryCode;
  newDesign: boolean;
  menu: MenuEntry[];
  tiles: MenuEntry[];
  /** Every entry that is not shown, with the Configuration report's reason. */
  hidden: MenuReportRow[];
  /** The Configuration report's rows, shown ones included. */
  report: MenuReportRow[];
  routes: PreviewRoute[];
}

/**
 * The menu, home's tiles, hidden entries and route table of a what-if operator, from an (edited) config. It runs the
 * portal's own view of a session on a plain session-like value, so the live session and stores stay untouched.
 */
export function previewFor(config: LoadedConfig, whatIf: WhatIf): Preview {
  const view = portalView(config, previewSession(whatIf));
  const pages = pageSources();
  const routes = config.routes.map((route): PreviewRoute => {
    const gate = route.public ? 'public' : routeStatus(route, view.gate);
    const status = gate !== 'public' && gate !== 'accepted' ? gate
      : pageSwitchedOff(route.id, config.portal) ? 'switchedOff' : !pages.has(route.id) ? 'noPage' : gate;
    return { id: route.id, path: route.path, status, allowed: status === 'public' || status === 'accepted' };
  });
  return {
    countryCode: view.countryCode,
    newDesign: view.newDesign,
    menu: view.menu,
    tiles: homeTiles(view.menu),
    hidden: view.menuReport.filter((row) => row.status !== 'shown'),
    report: view.menuReport,
    routes,
  };
}
