import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import type { Messages } from '../i18n/kernelCatalog';
import { makeIntl } from '../i18n/intl';
import { portalView } from '../portalView';
import { routeAccepted } from '../routing/access';
import { pathMatches } from '../routing/paths';
import { session } from '../session/store';
import { portalLocale } from '../i18n/firstLocale';
import type { PluginPage } from '../pluginHost/definePlugin';
import type { LoadedConfig, Locale } from '../types';
import { PageFrame } from './PageFrame';

const base = import.meta.env.BASE_URL;

/**
 * Draws a plugin page's frame (its heading and intro, in the shell's frame) when the location is that page, someone
 * is logged in whose point may open it, the page has the shell's header, and the language fetched is the one the
 * portal will show. Returns what redraws it with a problem on top, or null when nothing was drawn. Config is the
 * checked one, and `messages` hold the plugins' catalogs.
 */
export function drawPageFrame(root: Root, config: LoadedConfig, locale: Locale, messages: Messages, routeId: string, frame: PluginPage['frame']): ((problem: string) => void) | null {
  const path = location.pathname.slice(base.length - 1) || '/';
  const route = config.routes.find((r) => pathMatches(r.path, path));
  if (!route || route.id !== routeId || route.header === false) return null;
  if (portalLocale(config) !== locale) return null;
  const view = portalView(config, session);
  if (!view.loggedIn || !routeAccepted(route, view.gate)) return null;
  const decl = typeof frame === 'function' ? frame(new URLSearchParams(location.search)) : frame;
  if (!decl) return null;
  const t = makeIntl(locale, messages).t;
  const draw = (problem: string | null) => root.render(<PageFrame t={t} frame={decl} problem={problem} />);
  // Committed now, so that what waits for the next paint waits for this frame on screen.
  flushSync(() => draw(null));
  document.documentElement.lang = locale;
  return draw;
}
