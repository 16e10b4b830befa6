import { Icon } from '../../ui/icons';
import type { Translate } from '../i18n/intl';
import type { MenuEntry } from '../routing/access';
import { FrameChrome } from './FrameChrome';
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
        <ul className="hf-tiles" aria-label={t('home.subtitle')}>
          {tiles.map((e) => (
            <li key={e.id}>
              <a href={`${base}${(e.path ?? '/').replace(/^\//, '')}`}>
                <span className="hf-icon"><Icon name={e.icon} size={32} /></span>
                <p className="hf-title">{t(e.labelId)}</p>
                {e.descriptionId && <p className="hf-desc">{t(e.descriptionId)}</p>}
              </a>
            </li>
          ))}
        </ul>
      )}
    </FrameChrome>
  );
}
