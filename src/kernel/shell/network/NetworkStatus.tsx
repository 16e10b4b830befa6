import { Box, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { useT } from '../../i18n/intl';
import { useOnline, useWaitingToSend } from '../../network/hooks';

/**
 * Online or offline, as a dot and a word; `compact` (the collapsed menu) keeps the dot and says the word to screen
 * readers only. Not a live region: NetworkAnnouncer is the one voice for changes.
 */
export function NetworkStatusChip({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const online = useOnline();
  const word = t(online ? 'network.online' : 'network.offline');
  return (
    <Flex data-testid="network-status" data-online={online} align="center" gap="1.5" flexShrink={0} px={compact ? 0 : 2} py="0.5"
      borderRadius="full" borderWidth={online ? 0 : '1px'} borderColor="orange.emphasized" bg={online ? undefined : 'orange.subtle'}>
      <Box as="span" aria-hidden w="2.5" h="2.5" borderRadius="full" flexShrink={0} bg={online ? 'green.solid' : 'orange.solid'} />
      {compact ? <VisuallyHidden>{word}</VisuallyHidden> : (
        <Text as="span" fontSize="sm" fontWeight={online ? 'normal' : 'semibold'} color={online ? 'fg.muted' : 'orange.fg'} whiteSpace="nowrap">{word}</Text>
      )}
    </Flex>
  );
}

/**
 * How many parcels wait to be sent; nothing when none do. `compact` (the collapsed menu) shows the number alone and
 * says the whole sentence to screen readers.
 */
export function WaitingToSend({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const waiting = useWaitingToSend();
  if (waiting === 0) return null;
  const sentence = t('network.waiting', { count: waiting });
  if (compact) {
    return (
      <Text data-testid="waiting-to-send" fontSize="sm" fontWeight="semibold" title={sentence}>
        <span aria-hidden>{waiting}</span><VisuallyHidden>{sentence}</VisuallyHidden>
      </Text>
    );
  }
  return <Text data-testid="waiting-to-send" fontSize="sm" fontWeight="semibold">{sentence}</Text>;
}
