import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { NeedsServer, RouteLink, useGate, useRouteNavigate, useT } from '@kernel';
import { ResendPanel } from '../components/ResendPanel';
import { VerifyForm } from '../components/VerifyForm';
import { STEPS } from '../model/steps';
import { useCollect } from '../state/collectStore';

/** Step otp (0): the customer's code typed, or their QR scanned on the next page; a collection in progress goes on. */
export default function VerifyPage() {
  const t = useT();
  const navigate = useRouteNavigate();
  const { step } = useCollect();
  const codTaken = useGate('canCollectCod');
  const inProgress = step === STEPS.scanParcel || step === STEPS.errorCod || step === STEPS.confirmCod;

  useEffect(() => {
    if (inProgress) navigate('customerCollectReview', undefined, { replace: true });
  }, [inProgress, navigate]);

  return (
    <Stack gap="6" maxW="3xl">
      <Box>
        <Heading as="h1" size="2xl">{t('collect.title')}</Heading>
        <Text mt="2" color="fg.muted">{t('collect.otp_intro')}</Text>
      </Box>
      {/* The code is checked by the server: offline, the page says so instead of sending it into a dropped network. */}
      <NeedsServer>
        <VerifyForm />
        <HStack gap="3" wrap="wrap">
          <Button asChild variant="outline" colorPalette="brand" minH="11">
            <RouteLink to="scanCustomerCollectOtp">{t('collect.scan_qr')}</RouteLink>
          </Button>
          {codTaken && (
            <Button asChild variant="ghost" minH="11">
              <RouteLink to="collectCashDrawer">{t('collect.drawer_link')}</RouteLink>
            </Button>
          )}
        </HStack>
        <ResendPanel />
      </NeedsServer>
    </Stack>
  );
}
