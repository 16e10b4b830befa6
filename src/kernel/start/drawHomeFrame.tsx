import type { Root } from 'react-dom/client';
import type { Messages } from '../i18n/kernelCatalog';
import { makeIntl } from '../i18n/intl';
import { homeTiles } from '../portalView';
import type { LoadedConfig, Locale } from '../types';
import { commitFrame, frameAt } from './frameAt';
import { HomeFrame } from './HomeFrame';

const base = import.meta.env.BASE_URL;

/**
 * Draws the home frame when the location is home, someone is logged in, the language fetched is the one the portal
 * will show, and the point has tiles. Returns what redraws it with a problem on top, or null when nothing was drawn.
 * Config is the checked one: a broken config never gets a frame.
 */
export function drawHomeFrame(root: Root, config: LoadedConfig, locale: Locale, messages: Messages): ((problem: string) => void) | null {
  const at = frameAt(config, locale, 'home');
  const tiles = at ? homeTiles(at.view.menu) : [];
  if (!at || tiles.length === 0) return null;
  const t = makeIntl(locale, messages).t;
  const dpName = at.view.dp?.name ?? '';
  return commitFrame(root, locale, (problem) => <HomeFrame t={t} dpName={dpName} tiles={tiles} base={base} problem={problem} />);
}
