import { Box, Button, Checkbox, Heading, Stack, Text } from '@chakra-ui/react';
import { formatMoney, useIntl, usePortal } from '@kernel';
import { InlineSpinner } from '@ui';

export interface CodConfirmProps {
  total: number;
  count: number;
  received: boolean;
  onReceived: (received: boolean) => void;
  onRelease: () => void;
  onBack: () => void;
  busy: boolean;
  releaseLabel: string;
}

/** Step confirmCod (3): the cash to take, large, in the country's money; release only after "cash received". */
export function CodConfirm({ total, count, received, onReceived, onRelease, onBack, busy, releaseLabel }: CodConfirmProps) {
  const { t, locale } = useIntl();
  const { country } = usePortal();
  const amount = formatMoney(total, country, locale);
  return (
    <Stack gap="4" borderWidth="2px" borderColor="orange.400" rounded="lg" p={{ base: '4', md: '6' }} data-testid="cod-confirm">
      <Heading as="h2" size="lg">{t('collect.cod_title')}</Heading>
      <Box>
        <Text color="fg.muted" id="cod-amount-label">{t('collect.cod_amount_label', { count })}</Text>
        <Text fontSize={{ base: '3xl', md: '5xl' }} fontWeight="bold" aria-labelledby="cod-amount-label" data-testid="cod-amount">{amount}</Text>
      </Box>
      <Checkbox.Root checked={received} onCheckedChange={(d) => onReceived(d.checked === true)} disabled={busy} size="lg">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('collect.cash_received', { amount })}</Checkbox.Label>
      </Checkbox.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button colorPalette="brand" onClick={onRelease} disabled={!received || busy} minH="11">
          {busy && <InlineSpinner />}
          {busy ? t('collect.releasing') : releaseLabel}
        </Button>
        <Button variant="outline" onClick={onBack} disabled={busy} minH="11">{t('collect.back_to_scan')}</Button>
      </Stack>
    </Stack>
  );
}
