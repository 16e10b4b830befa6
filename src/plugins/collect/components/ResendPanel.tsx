import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { usePortal, useT } from '@kernel';
import { FormField, idLengthProblem, InlineSpinner, scannedIdProblem } from '@ui';
import { resendCode } from '../api/collectApi';
import { useSecondsLeft } from '../hooks/useSecondsLeft';
import { DEFAULT_RESEND_SECONDS, resendUntil, startResendCountdown } from '../state/resendClock';

type Channel = 'otp' | 'sms';
const FAILED: Record<Channel, string> = { otp: 'collect.resend_otp_failed', sms: 'collect.resend_sms_failed' };

/**
 * The customer did not get their code: by the tracking id of one of their parcels, the code (or the arrival SMS) is
 * sent again; then both buttons wait for the countdown of config/portal.json (otp.resendCountdownSeconds).
 */
export function ResendPanel() {
  const t = useT();
  const { config } = usePortal();
  const seconds = config.portal.otp?.resendCountdownSeconds ?? DEFAULT_RESEND_SECONDS;
  const [until, setUntil] = useState(resendUntil);
  const left = useSecondsLeft(until);
  const [trackingId, setTrackingId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Channel | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async (channel: Channel) => {
    const id = trackingId.trim().toUpperCase();
    if (!id) return setFieldError(t('this_field_cannot_be_left_blank'));
    const formatProblem = scannedIdProblem(id);
    if (formatProblem) return setFieldError(t(formatProblem));
    setFieldError(null);
    setOutcome(null);
    setBusy(channel);
    try {
      await resendCode({ tracking_id: id, channel });
      setUntil(startResendCountdown(seconds));
      setOutcome({ ok: true, text: t('collect.resend_sent') });
    } catch {
      setOutcome({ ok: false, text: t(FAILED[channel]) });
    } finally {
      setBusy(null);
    }
  };

  const waiting = left > 0;
  // An id over its limit is said at once, while typing; the other problems when a code is asked for.
  const tooLong = idLengthProblem(trackingId);
  return (
    <Box as="section" aria-labelledby="collect-resend-title" borderTopWidth="1px" pt="5">
      <Stack gap="3" maxW="md">
        <Heading as="h2" size="md" id="collect-resend-title">{t('collect.resend_title')}</Heading>
        <Text color="fg.muted">{t('collect.resend_help')}</Text>
        <FormField label={t('collect.tracking_id')} error={tooLong ? t(tooLong) : fieldError} id="collect-resend-tracking">
          <Input value={trackingId} onChange={(e) => { setTrackingId(e.target.value); setFieldError(null); }} autoComplete="off" />
        </FormField>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {(['otp', 'sms'] as const).map((channel) => (
            <Button key={channel} variant="outline" onClick={() => void send(channel)} disabled={waiting || busy !== null} minH="11">
              {busy === channel && <InlineSpinner />}
              {t(channel === 'otp' ? 'collect.resend_otp' : 'collect.resend_sms')}
            </Button>
          ))}
        </Stack>
        {waiting && <Text data-testid="resend-wait">{t('collect.resend_wait', { seconds: left })}</Text>}
        {outcome && (
          <Text role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'green.700' : 'red.700'} data-testid="resend-outcome">{outcome.text}</Text>
        )}
      </Stack>
    </Box>
  );
}
