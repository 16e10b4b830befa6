import type { Root } from 'react-dom/client';
import type { Messages } from '../i18n/kernelCatalog';
import { makeIntl } from '../i18n/intl';
import { routeAccepted } from '../routing/access';
import type { PluginPage } from '../pluginHost/definePlugin';
import type { LoadedConfig, Locale } from '../types';
import { commitFrame, frameAt, frameContext } from './frameAt';
import { PageFrame } from './PageFrame';

/**
 * Draws a page's frame (its heading and intro, in the shell's frame) when the location is that page, someone
 * is logged in whose point may open it, the page has the shell's header, and the language fetched is the one the
 * portal will show. Returns what redraws it with a problem on top, or null when nothing was drawn. Config is the
 * checked one, and `messages` hold the catalogs the page's texts are in (the plugins' for a plugin's page).
 */
export function drawPageFrame(root: Root, config: LoadedConfig, locale: Locale, messages: Messages, routeId: string, frame: PluginPage['frame']): ((problem: string) => void) | null {
  const at = frameAt(config, locale, routeId);
  if (!at || at.route.header === false || !routeAccepted(at.route, at.view.gate)) return null;
  const decl = typeof frame === 'function' ? frame(new URLSearchParams(location.search), frameContext(at.view)) : frame;
  if (!decl) return null;
  const t = makeIntl(locale, messages).t;
  return commitFrame(root, locale, (problem) => <PageFrame t={t} frame={decl} problem={problem} />);
}
