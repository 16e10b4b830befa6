import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useT, type OutboxEntry } from '@kernel';
import { reasonText } from '../hooks/waitingSteps';
import type { WaitingScan } from '../state/waitingScans';

/**
 * Parcels scanned while offline, in scan order: waiting ones say so; those the server refused say its reason and can
 * be removed from the list.
 */
export function WaitingScans({ entries, onRemove }: { entries: readonly OutboxEntry<WaitingScan>[]; onRemove: (id: number) => void }) {
  const t = useT();
  const titleId = useId();
  if (entries.length === 0) return null;
  const waiting = entries.filter((e) => e.refused === null).length;
  const refused = entries.length - waiting;
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="3" data-testid="waiting-scans">
      <Heading as="h2" size="md" id={titleId} mb="1">{t('orders.offline.title')}</Heading>
      <Text role="status" color="fg.muted" mb="2">
        {waiting > 0 && t('orders.offline.waiting_count', { count: waiting })}
        {waiting > 0 && refused > 0 && ' '}
        {refused > 0 && t('orders.offline.refused_count', { count: refused })}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {entries.map((e) => (
          <HStack as="li" key={e.id} gap="3" wrap="wrap" justify="space-between" data-state={e.refused === null ? 'waiting' : 'refused'}>
            <Stack gap="0" minW="0" flex="1">
              <Text fontFamily="mono" wordBreak="break-all">{e.item.parcel?.trackingId ?? e.item.code}</Text>
              {e.refused === null
                ? <Badge w="fit-content" colorPalette="orange">{t('orders.offline.waiting')}</Badge>
                : <Text color="red.700">{t('orders.offline.refused', { reason: reasonText(e.refused, t) })}</Text>}
            </Stack>
            {e.refused !== null && (
              <Button size="sm" variant="outline" minH="24px" aria-label={t('orders.remove_parcel', { id: e.item.parcel?.trackingId ?? e.item.code })} onClick={() => onRemove(e.id)}>
                {t('orders.remove')}
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
