import { Box, Button, HStack, Progress, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { errorText, normalizeError, useIntl } from '@kernel';
import { ErrorNotice, downloadCsvText } from '@ui';
import type { ProgressListener } from '../api/historyApi';

type Phase = { kind: 'idle' } | { kind: 'busy'; share: number | null } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * Downloads a CSV report (every parcel or payment of the filters): a progress bar while the server prepares it
 * (indeterminate) and while it arrives (the share received), an error that keeps the button to try again. The file
 * is the server's CSV with its cells through the portal's CSV rule (a name starting with '=' does not run).
 */
export function ReportDownload({ fileName, label, fetchReport }: { fileName: string; label?: string; fetchReport: (onProgress: ProgressListener, signal: AbortSignal) => Promise<string> }) {
  const { t } = useIntl();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setPhase({ kind: 'busy', share: null });
    try {
      const csv = await fetchReport((share) => setPhase({ kind: 'busy', share }), controller.signal);
      downloadCsvText(fileName, csv);
      setPhase({ kind: 'done' });
    } catch (e) {
      if (!controller.signal.aborted) setPhase({ kind: 'failed', message: errorText(t, normalizeError(e)) });
    }
  };

  const busy = phase.kind === 'busy';
  return (
    <Box>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" variant="outline" loading={busy} onClick={() => void start()}>{label ?? t('history.report')}</Button>
        {phase.kind === 'done' && <Text role="status">{t('history.report.done')}</Text>}
      </HStack>
      {busy && (
        <Box mt="2" maxW="md">
          <Progress.Root size="sm" value={phase.share === null ? null : Math.round(phase.share * 100)} aria-label={t('history.report.progress')}>
            <Progress.Track><Progress.Range /></Progress.Track>
          </Progress.Root>
          <Text role="status" textStyle="sm" mt="1">
            {phase.share === null ? t('history.report.preparing') : t('history.report.receiving', { percent: phase.share })}
          </Text>
        </Box>
      )}
      {phase.kind === 'failed' && <Box mt="2"><ErrorNotice>{phase.message}</ErrorNotice></Box>}
    </Box>
  );
}
