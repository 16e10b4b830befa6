import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { allowsNamed } from '../gates';
import { portalLocale } from '../i18n/firstLocale';
import { peekDraft } from '../persist/drafts';
import type { FrameContext } from '../pluginHost/definePlugin';
import { portalView, type PortalView } from '../portalView';
import { pathMatches } from '../routing/paths';
import { session } from '../session/store';
import type { LoadedConfig, Locale, RouteDef } from '../types';

const base = import.meta.env.BASE_URL;

/** The route at the address and the logged-in point's view, when the address is route `routeId` and someone is in. */
export function routeAt(config: LoadedConfig, routeId: string): { route: RouteDef; view: PortalView } | null {
  const path = location.pathname.slice(base.length - 1) || '/';
  const route = config.routes.find((r) => pathMatches(r.path, path));
  if (!route || route.id !== routeId) return null;
  const view = portalView(config, session);
  return view.loggedIn ? { route, view } : null;
}

/**
 * The route at the address and the logged-in point's view, when a frame may be drawn for route `routeId`: the
 * address is that route, someone is logged in, and the language fetched is the one the portal will show.
 */
export function frameAt(config: LoadedConfig, locale: Locale, routeId: string): { route: RouteDef; view: PortalView } | null {
  return portalLocale(config) === locale ? routeAt(config, routeId) : null;
}

/** What a page's frame and its early GETs may ask at a cold start: the point, its named gates, the kept drafts. */
export function frameContext(view: PortalView): FrameContext {
  return { point: view.dp, country: view.country, allows: (name) => allowsNamed(name, view.gate), kept: (name, version) => peekDraft(name, version) };
}

/**
 * Commits a frame now, so that what waits for the next paint waits for it on screen. Returns what redraws it with a
 * problem on top.
 */
export function commitFrame(root: Root, locale: Locale, frame: (problem: string | null) => ReactNode): (problem: string) => void {
  const draw = (problem: string | null) => root.render(frame(problem));
  flushSync(() => draw(null));
  document.documentElement.lang = locale;
  return draw;
}

