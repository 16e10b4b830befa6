import { Button, Input, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { errorText, useT } from '@kernel';
import { FormField, idLengthProblem, InlineSpinner, isValidOtp, OtpField, scannedIdProblem } from '@ui';
import { useVerify } from '../hooks/useVerify';

/**
 * The customer's 6-digit code, typed or pasted; with "tracking ID" on, the tracking id of one of their parcels too.
 * A refused code stays in the field, with the reason under it (announced).
 */
export function VerifyForm() {
  const t = useT();
  const { busy, verify } = useVerify();
  const [otp, setOtp] = useState('');
  const [withTracking, setWithTracking] = useState(false);
  const [trackingId, setTrackingId] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const otpRef = useRef<HTMLInputElement | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const tracking = trackingId.trim().toUpperCase();
    const formatProblem = withTracking ? scannedIdProblem(tracking) : null;
    const trackingProblem = withTracking && !tracking ? t('this_field_cannot_be_left_blank') : formatProblem ? t(formatProblem) : null;
    const otpProblem = otp === '' ? t('this_field_cannot_be_left_blank') : isValidOtp(otp) ? null : t('collect.otp_invalid');
    setTrackingError(trackingProblem);
    setOtpError(otpProblem);
    if (otpProblem || trackingProblem) {
      otpRef.current?.focus();
      return;
    }
    const refusal = withTracking ? await verify({ tracking_id: tracking, otp }, 'trackingId') : await verify({ otp }, 'otp');
    if (!refusal) return;
    setOtpError('messageId' in refusal ? t(refusal.messageId) : errorText(t, refusal.error));
    otpRef.current?.focus();
  };

  // An id over its limit is said at once, while typing; the other problems on Verify.
  const tooLong = withTracking ? idLengthProblem(trackingId) : null;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <Stack gap="4" maxW="md">
        {withTracking && (
          <FormField label={t('collect.tracking_id')} error={tooLong ? t(tooLong) : trackingError} id="collect-tracking-id">
            <Input value={trackingId} onChange={(e) => { setTrackingId(e.target.value); setTrackingError(null); }} autoComplete="off" />
          </FormField>
        )}
        <OtpField label={t('collect.otp_label')} value={otp} onChange={(v) => { setOtp(v); setOtpError(null); }} error={otpError} id="collect-otp" inputRef={otpRef}
          help={t('collect.otp_help')} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
          <Button type="submit" colorPalette="brand" disabled={busy} minH="11">
            {busy && <InlineSpinner />}
            {busy ? t('collect.verifying') : t('collect.verify')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => { setWithTracking((w) => !w); setTrackingError(null); }} aria-pressed={withTracking}>
            {withTracking ? t('collect.use_code_only') : t('collect.use_tracking_id')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
