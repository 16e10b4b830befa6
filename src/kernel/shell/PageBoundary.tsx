import type { ReactNode } from 'react';
import { useT } from '../i18n/intl';
import { PageErrorBoundary } from './PageErrorBoundary';

/** The page error boundary with its words; give it `key={location.pathname}` so a new page starts clean. */
export function PageBoundary({ children, isNewVersion }: { children: ReactNode; isNewVersion?: () => Promise<boolean> }) {
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
    >
      {children}
    </PageErrorBoundary>
  );
}
