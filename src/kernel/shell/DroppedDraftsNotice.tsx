import { Alert, CloseButton } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { droppedDrafts } from '../persist/drafts';
import { useT } from '../i18n/intl';

/** Says once that a saved draft could not be restored (it was dropped, the page started clean); closable. */
export function DroppedDraftsNotice() {
  const t = useT();
  const { names } = useSnapshot(droppedDrafts);
  if (names.length === 0) return null;
  return (
    <Alert.Root status="warning" borderRadius="0" role="status" data-testid="dropped-drafts">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t('draft_dropped.notice')}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('close')} onClick={() => { droppedDrafts.names = []; }} />
    </Alert.Root>
  );
}
