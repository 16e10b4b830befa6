import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorText, normalizeError, useT } from '@kernel';
import { InlineSpinner } from '@ui';
import { resendDropOff } from '../api/handoverApi';
import type { ResendChannel } from '../api/types';

const CHANNELS: readonly ResendChannel[] = ['sms', 'email'];

/** The driver did not get the drop-off notice: send it again by SMS or email, with a clear outcome. */
export function ResendNotice({ jobId }: { jobId: number }) {
  const t = useT();
  const [busy, setBusy] = useState<ResendChannel | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async (channel: ResendChannel) => {
    setBusy(channel);
    setOutcome(null);
    try {
      await resendDropOff(channel, jobId);
      setOutcome({ ok: true, text: t(`handover.resend_${channel}_sent`) });
    } catch (e) {
      setOutcome({ ok: false, text: t(`handover.resend_${channel}_failed`, { message: errorText(t, normalizeError(e)) }) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box as="section" aria-labelledby="handover-resend-title" borderTopWidth="1px" pt="4" _print={{ display: 'none' }}>
      <Heading as="h2" size="md" id="handover-resend-title">{t('handover.resend_title')}</Heading>
      <Text color="fg.muted" mt="1">{t('handover.resend_help')}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="3">
        {CHANNELS.map((channel) => (
          <Button key={channel} variant="outline" onClick={() => void send(channel)} disabled={busy !== null} minH="11">
            {busy === channel && <InlineSpinner />}
            {t(`handover.resend_${channel}`)}
          </Button>
        ))}
      </Stack>
      {outcome && <Text mt="2" role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'green.700' : 'red.700'} data-testid="resend-outcome">{outcome.text}</Text>}
    </Box>
  );
}
