import { useEffect } from 'react';
import { BlockedDocuments } from '../../ui/pdf/BlockedDocuments';
import { releaseAll } from '../../ui/pdf/blockedDocuments';
import { useT } from '../i18n/intl';

/** PDFs whose tab the browser blocked, as links under the header; they go when the shell does (log-out). */
export function BlockedDocumentsNotice() {
  const t = useT();
  useEffect(() => releaseAll, []);
  return (
    <BlockedDocuments
      texts={{
        title: t('pdf_blocked.title'),
        open: t('pdf_blocked.open'),
        download: (fileName) => t('pdf_blocked.download', { fileName }),
        dismiss: t('pdf_blocked.dismiss'),
      }}
    />
  );
}
