import type { ReactNode } from 'react';
import { Icon } from '../../ui/icons';
import type { Translate } from '../i18n/intl';
import type { MenuEntry } from '../routing/access';
import './home.css';

/**
 * Home's tiles as plain elements styled by home.css, for the frame a start draws and for the portal's home alike, so
 * the portal replaces the frame without a tile moving. `link` wraps each tile's content in the surface's own link.
 */
export function HomeTiles({ t, tiles, link }: { t: Translate; tiles: MenuEntry[]; link: (entry: MenuEntry, content: ReactNode) => ReactNode }) {
  return (
    <ul className="hf-tiles" aria-label={t('home.subtitle')}>
      {tiles.map((e) => (
        <li key={e.id}>
          {link(e, (
            <>
              <span className="hf-icon"><Icon name={e.icon} size={32} /></span>
              <p className="hf-title">{t(e.labelId)}</p>
              {e.descriptionId && <p className="hf-desc">{t(e.descriptionId)}</p>}
            </>
          ))}
        </li>
      ))}
    </ul>
  );
}
