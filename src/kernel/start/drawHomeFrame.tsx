import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import type { Messages } from '../i18n/kernelCatalog';
import { makeIntl } from '../i18n/intl';
import { homeTiles, portalView } from '../portalView';
import { pathMatches } from '../routing/paths';
import { session } from '../session/store';
import { portalLocale } from '../i18n/firstLocale';
import type { LoadedConfig, Locale } from '../types';
import { HomeFrame } from './HomeFrame';

const base = import.meta.env.BASE_URL;

/**
 * Draws the home frame when the location is home, someone is logged in, the language fetched is the one the portal
 * will show, and the point has tiles. Returns what redraws it with a problem on top, or null when nothing was drawn.
 * Config is the checked one: a broken config never gets a frame.
 */
export function drawHomeFrame(root: Root, config: LoadedConfig, locale: Locale, messages: Messages): ((problem: string) => void) | null {
  const path = location.pathname.slice(base.length - 1) || '/';
  const route = config.routes.find((r) => pathMatches(r.path, path));
  if (route?.id !== 'home') return null;
  if (portalLocale(config) !== locale) return null;
  const view = portalView(config, session);
  const tiles = homeTiles(view.menu);
  if (!view.loggedIn || tiles.length === 0) return null;
  const t = makeIntl(locale, messages).t;
  const draw = (problem: string | null) => root.render(<HomeFrame t={t} dpName={view.dp?.name ?? ''} tiles={tiles} base={base} problem={problem} />);
  // Committed now, so that what waits for the next paint waits for this frame on screen.
  flushSync(() => draw(null));
  document.documentElement.lang = locale;
  return draw;
}
