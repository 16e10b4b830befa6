import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { formatDateTime, formatMoney, useIntl, usePortal, useRouteNavigate } from '@kernel';
import { STEPS, START } from '../model/steps';
import { setCollect, useCollect } from '../state/collectStore';

/** Step handoverComplete (4): what was released to whom, and the cash taken; then the next customer. */
export default function SuccessPage() {
  const { t, locale } = useIntl();
  const { country } = usePortal();
  const navigate = useRouteNavigate();
  const { step, released } = useCollect();
  const headingRef = useRef<HTMLHeadingElement | null>(null);

  useEffect(() => {
    if (step !== STEPS.handoverComplete || !released) navigate('customerCollect', undefined, { replace: true });
  }, [step, released, navigate]);
  useEffect(() => headingRef.current?.focus(), []);

  if (step !== STEPS.handoverComplete || !released) return null;
  const count = released.trackingIds.length;
  const next = () => {
    setCollect(START);
    navigate('customerCollect');
  };

  return (
    <Stack gap="5" maxW="3xl" data-testid="collect-success">
      <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none" color="green.700">✓ {t('collect.success_title')}</Heading>
      <Text role="status">{t('collect.success_body', { count, name: released.releasedTo })}</Text>
      <Text color="fg.muted">{formatDateTime(released.at, country, locale)}</Text>
      {released.codTotal > 0 && (
        <Text fontSize="xl" fontWeight="bold" data-testid="collect-cod-taken">{t('collect.success_cod', { amount: formatMoney(released.codTotal, country, locale) })}</Text>
      )}
      <List.Root ps="5" aria-label={t('collect.released_list')}>
        {released.trackingIds.map((id) => <List.Item key={id} fontFamily="mono">{id}</List.Item>)}
      </List.Root>
      <Box>
        <Button colorPalette="brand" onClick={next} minH="11">{t('collect.next_customer')}</Button>
      </Box>
    </Stack>
  );
}
