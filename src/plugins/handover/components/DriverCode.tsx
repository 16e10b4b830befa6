import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { memo, useState, type FormEvent } from 'react';
import { useT } from '@kernel';
import { isValidOtp, OtpField } from '@ui';
import type { Verification } from '../model/session';
import { JobQr } from './JobQr';

export interface DriverCodeProps {
  /** The job's code for this direction (unlockCodeOut to a driver, unlockCodeIn from one). */
  code: string;
  qrPayload: string;
  verified: Verification | null;
  onVerified: (how: Verification | null) => void;
  disabled?: boolean;
}

/**
 * The driver's check: the point shows the job's QR and its 6-digit code for the driver's phone, or the operator types
 * the code the driver gives. A wrong code is refused and stays in the field.
 */
export const DriverCode = memo(function DriverCode({ code, qrPayload, verified, onVerified, disabled }: DriverCodeProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const check = (e: FormEvent) => {
    e.preventDefault();
    if (typed === '') return setError(t('this_field_cannot_be_left_blank'));
    if (!isValidOtp(typed)) return setError(t('handover.otp_invalid'));
    if (typed !== code) return setError(t('handover.code_wrong'));
    setError(null);
    onVerified('typed');
  };

  if (verified) {
    return (
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'start', sm: 'center' }} borderWidth="1px" rounded="md" p="4" data-testid="handover-verified">
        <Text role="status" color="green.700" fontWeight="semibold">✓ {t(verified === 'typed' ? 'handover.verified_typed' : 'handover.verified_shown')}</Text>
        <Button size="sm" variant="ghost" onClick={() => onVerified(null)} disabled={disabled}>{t('handover.verify_again')}</Button>
      </Stack>
    );
  }

  return (
    <Box as="section" aria-labelledby="handover-code-title" borderWidth="1px" rounded="md" p="4">
      <Heading as="h2" size="md" id="handover-code-title">{t('handover.code_title')}</Heading>
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" mt="3" align="start">
        <Stack gap="2" align="start">
          <Text>{t('handover.code_show')}</Text>
          <JobQr payload={qrPayload} label={t('handover.qr_alt')} />
          <Text fontSize="4xl" fontWeight="bold" fontFamily="mono" letterSpacing="0.2em" data-testid="handover-code" aria-label={t('handover.code_aria', { code: code.split('').join(' ') })}>
            {code}
          </Text>
          <Button variant="outline" onClick={() => onVerified('shown')} disabled={disabled} minH="11">{t('handover.driver_confirmed')}</Button>
        </Stack>
        <form onSubmit={check} noValidate>
          <Stack gap="3" maxW="xs">
            <OtpField label={t('handover.code_label')} value={typed} onChange={(v) => { setTyped(v); setError(null); }} error={error} id="handover-code-input"
              help={t('handover.code_help')} disabled={disabled} />
            <Button type="submit" colorPalette="brand" disabled={disabled} minH="11">{t('handover.code_check')}</Button>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
});
