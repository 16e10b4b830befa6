import { Button } from '@chakra-ui/react';
import { ErrorNotice } from '../../ui/PageState';
import { normalizeError } from '../api/errors';
import { useT } from '../i18n/intl';
import { errorText } from './errorText';

/**
 * A load that failed, as every page shows it: the server's message (or the spec's fallback) and Retry. The page
 * keeps whatever else it shows: only this part failed.
 */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <ErrorNotice>
      {errorText(t, normalizeError(error))}
      <Button size="xs" variant="outline" ms="3" onClick={onRetry}>{t('retry')}</Button>
    </ErrorNotice>
  );
}
