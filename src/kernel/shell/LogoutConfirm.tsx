import { Box, Button, Text } from '@chakra-ui/react';
import { Modal } from '../../ui/Modal';
import { useT, type Translate } from '../i18n/intl';
import type { UnsentWork } from '../session/unsentWork';

/** How many of a piece's parcel ids the question lists; the rest are counted ('and 3 more'). */
export const LISTED_IDS = 10;

/** The ids listed under a piece of work: up to `LISTED_IDS`, then one line counting the rest. */
function IdList({ ids, t }: { ids: readonly string[]; t: Translate }) {
  const rest = ids.length - LISTED_IDS;
  return (
    <Box as="ul" data-testid="unsent-ids" display="flex" flexWrap="wrap" columnGap="3" rowGap="0.5" mt="0.5" listStyleType="none" fontFamily="mono" fontSize="sm">
      {ids.slice(0, LISTED_IDS).map((id, i) => <li key={`${id}-${i}`}>{id}</li>)}
      {rest > 0 && <Box as="li" fontFamily="body">{t('logout_confirm.more_ids', { count: rest })}</Box>}
    </Box>
  );
}

/**
 * Log out with work not sent asks once, listing what would be lost in each flow's words, with the parcel ids a flow
 * names (the operator at the counter decides by them); staying is the first, focused choice.
 */
export function LogoutConfirm({ work, onStay, onLeave }: { work: readonly UnsentWork[]; onStay: () => void; onLeave: () => void }) {
  const t = useT();
  return (
    <Modal open role="alertdialog" title={t('logout_confirm.title')} onClose={onStay}
      footer={
        <>
          <Button colorPalette="brand" onClick={onStay}>{t('logout_confirm.stay')}</Button>
          <Button variant="outline" colorPalette="red" onClick={onLeave}>{t('logout_confirm.leave')}</Button>
        </>
      }>
      <Text>{t('logout_confirm.body', { count: work.length })}</Text>
      <Box as="ul" mt="2" ps="5" data-testid="unsent-work">
        {work.map((w, i) => (
          <Box as="li" key={`${w.messageId}-${i}`} mt="1">
            {t(w.messageId, w.values)}
            {w.ids && w.ids.length > 0 && <IdList ids={w.ids} t={t} />}
          </Box>
        ))}
      </Box>
    </Modal>
  );
}
