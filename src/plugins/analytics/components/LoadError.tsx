import { Button } from '@chakra-ui/react';
import { errorText, normalizeError, useT } from '@kernel';
import { ErrorNotice } from '@ui';

/** A load that failed: the server's message (or the spec's fallback) and Retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <ErrorNotice>
      {errorText(t, normalizeError(error))}
      <Button size="xs" variant="outline" ms="3" onClick={onRetry}>{t('retry')}</Button>
    </ErrorNotice>
  );
}
