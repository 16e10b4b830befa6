import type { Translate } from '../i18n/intl';
import type { MenuEntry } from '../routing/access';
import { FrameChrome } from './FrameChrome';
import { HomeTiles } from './HomeTiles';
import { StartProblem } from './StartProblem';

/**
 * Home as plain elements, drawn by a logged-in start as soon as config and the language are in, before the design
 * system and the shell have loaded; the portal's home replaces it. The tiles are plain links: one followed this early
 * simply loads that page.
 */
export function HomeFrame({ t, dpName, tiles, base, problem }: { t: Translate; dpName: string; tiles: MenuEntry[]; base: string; problem?: string | null }) {
  return (
    <FrameChrome busy={!problem}>
      {problem && <StartProblem t={t} messageId={problem} />}
      <h1>{t('home.title', { name: dpName })}</h1>
      <p className="hf-sub">{t('home.subtitle')}</p>
      {tiles.length > 0 && (
        <HomeTiles t={t} tiles={tiles} link={(e, content) => <a href={`${base}${(e.path ?? '/').replace(/^\//, '')}`}>{content}</a>} />
      )}
    </FrameChrome>
  );
}
