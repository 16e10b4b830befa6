import { Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { usePortal, useT } from '@kernel';

export interface CodErrorProps {
  reason: 'notAllowed' | 'unreadable';
  trackingIds: readonly string[];
  onSetAside: () => void;
  onBack: () => void;
}

/** Step errorCod (2): COD this point may not take, or an amount that cannot be read; those parcels go back on the shelf. */
export function CodError({ reason, trackingIds, onSetAside, onBack }: CodErrorProps) {
  const t = useT();
  const { country } = usePortal();
  const hotline = country.supportHotline;
  const why = reason === 'notAllowed'
    ? (hotline ? t('collect.cod_not_allowed', { hotline }) : t('collect.cod_not_allowed_no_hotline'))
    : (hotline ? t('collect.cod_unreadable', { hotline }) : t('collect.cod_unreadable_no_hotline'));
  return (
    <Stack gap="4" borderWidth="2px" borderColor="red.500" rounded="lg" p={{ base: '4', md: '6' }} role="alert" data-testid="cod-error">
      <Heading as="h2" size="lg" color="red.700">{t('collect.cod_error_title')}</Heading>
      <Text>{why}</Text>
      <List.Root ps="5">
        {trackingIds.map((id) => <List.Item key={id} fontFamily="mono">{id}</List.Item>)}
      </List.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button colorPalette="brand" onClick={onSetAside} minH="11">{t('collect.cod_set_aside')}</Button>
        <Button variant="outline" onClick={onBack} minH="11">{t('collect.back_to_scan')}</Button>
      </Stack>
    </Stack>
  );
}
