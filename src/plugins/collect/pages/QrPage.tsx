import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { errorText, NeedsServer, usePortal, useRouteNavigate, useT } from '@kernel';
import { isValidOtp, ScannerWidget, type ScanVerdict } from '@ui';
import { useVerify } from '../hooks/useVerify';
import { isQrPayload } from '../model/qr';

/**
 * The customer's QR code through the scanner widget's camera (or a hardware scanner); a 6-digit code typed in the
 * widget's field works too. The header is hidden on this route (config/menus/routes.json), so it fits a phone.
 */
export default function QrPage() {
  const t = useT();
  const portal = usePortal();
  const navigate = useRouteNavigate();
  const { verify } = useVerify();

  const onScan = useCallback(async (code: string): Promise<ScanVerdict> => {
    const otp = isValidOtp(code);
    if (!otp && !isQrPayload(code)) return { ok: false, message: t('collect.qr_invalid') };
    const refusal = otp ? await verify({ otp: code }, 'otp') : await verify({ qr_code: code }, 'qr');
    if (!refusal) return { ok: true, message: t('collect.verified_short') };
    return { ok: false, message: 'messageId' in refusal ? t(refusal.messageId) : errorText(t, refusal.error) };
  }, [t, verify]);

  return (
    <Stack gap="5" maxW="xl">
      <Box>
        <Heading as="h1" size="2xl">{t('collect.scan_qr_title')}</Heading>
        <Text mt="2" color="fg.muted">{t('collect.scan_qr_intro')}</Text>
      </Box>
      {/* A scanned code is checked by the server: offline, the notice instead of a camera that cannot verify. */}
      <NeedsServer>
        <ScannerWidget variant="otp" label={t('collect.otp_label')} onScan={onScan}
          idleMs={portal.config.portal.scanner.idleMs} duplicateWindowMs={portal.config.portal.scanner.duplicateWindowMs} />
      </NeedsServer>
      <Box>
        <Button variant="outline" onClick={() => navigate('customerCollect')} minH="11">{t('collect.back_to_code')}</Button>
      </Box>
    </Stack>
  );
}
