import { Box, Button, HStack, Progress, Text } from '@chakra-ui/react';
import { useT } from '@kernel';
import { InlineSpinner } from '@ui';
import type { SendPhase } from '../hooks/useBulkSend';

/** The send button and, while sending, the progress of part 1 §4 ("chunk i of n"). */
export function SendBar({ phase, orders, blocked, resumed, onSend }: { phase: SendPhase; orders: number; blocked: number; resumed: boolean; onSend: () => void }) {
  const t = useT();
  const sending = phase.kind === 'sending';
  return (
    <Box>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" minH="11" disabled={blocked > 0 || sending} onClick={onSend} data-testid="bulk-send">
          {sending && <InlineSpinner />}
          {t(resumed ? 'bulk.send_rest' : 'bulk.send', { count: orders })}
        </Button>
        <Text role="status" aria-live="polite" color={blocked ? 'red.700' : 'fg.muted'} data-testid="bulk-blocked">
          {blocked > 0 ? t('bulk.rows_to_fix', { count: blocked }) : t('bulk.all_rows_ready')}
        </Text>
      </HStack>
      {sending && (
        <Box mt="3" maxW="md">
          <Text aria-live="polite" data-testid="bulk-progress">{t('bulk.chunk_progress', { chunk: phase.chunk, chunks: phase.chunks })}</Text>
          <Progress.Root size="sm" mt="1" value={Math.round(((phase.chunk - 1) / phase.chunks) * 100)} aria-label={t('bulk.chunk_progress', { chunk: phase.chunk, chunks: phase.chunks })}>
            <Progress.Track><Progress.Range /></Progress.Track>
          </Progress.Root>
        </Box>
      )}
    </Box>
  );
}
