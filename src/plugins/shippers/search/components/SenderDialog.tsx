import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '@kernel';
import { Modal } from '@ui';
import type { Shipper } from '@services';
import type { SenderDecision, SenderKind } from '../model/senderChoice';

export interface SenderDialogProps {
  shipper: Shipper;
  decision: Extract<SenderDecision, { kind: 'replace' | 'conflict' }>;
  /** Where the order in progress is (its page), when known. */
  inProgressPath: string | null;
  onUse: (kind: SenderKind) => void;
  onClose: () => void;
}

const SESSION_LABEL: Record<string, string> = {
  POST: 'shipper_search.session_post',
  PACK: 'shipper_search.session_pack',
  SEND: 'shipper_search.session_send',
  RETURN: 'shipper_search.session_return',
  BULK_POST: 'shipper_search.session_bulk_post',
};

/**
 * Asked before the shipper becomes a sender where that would change an order in progress: another sender is
 * replaced only on the operator's word; an order of another kind is never dropped from here (finish or discard it
 * on its own page), though a pack order in progress can take the shipper as its sender.
 */
export function SenderDialog({ shipper, decision, inProgressPath, onUse, onClose }: SenderDialogProps) {
  const t = useT();
  if (decision.kind === 'replace') {
    return (
      <Modal open title={t('shipper_search.replace_title')} onClose={onClose}
        footer={
          <>
            <Button variant="outline" onClick={onClose}>{t('shipper_search.keep_sender', { name: decision.current.name })}</Button>
            <Button colorPalette="brand" onClick={() => onUse(decision.target)}>{t('shipper_search.use_sender', { name: shipper.name })}</Button>
          </>
        }>
        <Text>{t('shipper_search.replace_text', { current: decision.current.name, name: shipper.name })}</Text>
      </Modal>
    );
  }
  const session = t(SESSION_LABEL[decision.session] ?? 'shipper_search.session_other');
  const usable = decision.usable;
  return (
    <Modal open title={t('shipper_search.conflict_title')} onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t('shipper_search.stay_here')}</Button>
          {usable
            ? <Button colorPalette="brand" onClick={() => onUse(usable)}>{t('shipper_search.use_for_current')}</Button>
            : inProgressPath && <Button asChild colorPalette="brand"><RouterLink to={inProgressPath}>{t('shipper_search.go_to_current')}</RouterLink></Button>}
        </>
      }>
      <Text>{t(usable ? 'shipper_search.conflict_usable_text' : 'shipper_search.conflict_text', { session, name: shipper.name })}</Text>
    </Modal>
  );
}
