import { Text } from '@chakra-ui/react';
import type { Translate } from '@kernel';

/** Said above a preview while the edited files have errors: it shows the last edit that passed every check. */
export function StaleNote({ t, stale }: { t: Translate; stale: boolean }) {
  if (!stale) return null;
  return <Text role="status" mb="3" p="2" borderWidth="1px" borderColor="orange.600" borderRadius="md">{t('configStudio.preview_stale')}</Text>;
}
