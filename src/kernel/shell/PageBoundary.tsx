import type { ReactNode } from 'react';
import { useT } from '../i18n/intl';
import { PageErrorBoundary } from './PageErrorBoundary';

/**
 * The page error boundary with its words; give it `key={location.pathname}` so a new page starts clean. `offline`
 * stands in for a page whose code could not be fetched offline (see PageErrorBoundary).
 */
export function PageBoundary({ children, isNewVersion, offline }: { children: ReactNode; isNewVersion?: () => Promise<boolean>; offline?: ReactNode }) {
  const t = useT();
  return (
    <PageErrorBoundary
      title={t('error_boundary.title')}
      message={t('something_went_wrong')}
      chunkMessage={t('loading_chunk_failed')}
      newVersionMessage={t('update_website')}
      updateNow={t('update_now')}
      okay={t('okay')}
      isNewVersion={isNewVersion}
      offline={offline}
    >
      {children}
    </PageErrorBoundary>
  );
}
