import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useT, type OutboxEntry } from '@kernel';
import { MESSAGE_MARK } from '../hooks/useSendCompletions';
import type { Completion } from '../model/completion';

/**
 * A handover completed while offline: waiting to be sent, or refused by the server with its reason (then the operator
 * goes back to the handover, every scan still there).
 */
export function QueuedCompletion({ entry, onBack }: { entry: OutboxEntry<Completion>; onBack: () => void }) {
  const t = useT();
  const titleId = useId();
  const { jobId, scanned } = entry.item;
  const refused = entry.refused;
  const reason = refused?.startsWith(MESSAGE_MARK) ? t(refused.slice(MESSAGE_MARK.length)) : refused;
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="4" data-testid="handover-queued"
      data-state={refused === null ? 'waiting' : 'refused'} borderColor={refused === null ? 'orange.300' : 'red.300'}>
      <Heading as="h2" size="md" id={titleId}>{t(refused === null ? 'handover.offline.title' : 'handover.offline.refused_title')}</Heading>
      <Text role="status" mt="1" color={refused === null ? undefined : 'red.700'}>
        {refused === null
          ? t('handover.offline.waiting', { job: jobId, count: scanned.length })
          : t('handover.offline.refused', { job: jobId, reason: reason ?? '' })}
      </Text>
      {refused !== null && <Button mt="3" variant="outline" minH="11" onClick={onBack}>{t('handover.offline.back')}</Button>}
    </Box>
  );
}
