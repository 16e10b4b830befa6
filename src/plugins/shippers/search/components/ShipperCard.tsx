import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { errorText, useT, type PortalError } from '@kernel';
import type { Shipper } from '@services';

export interface ShipperCardProps {
  shipper: Shipper;
  /** HIDE_LEGACY_SHIPPER_ID: the legacy shipper id is not shown. */
  hideLegacyId: boolean;
  /** Whether this point can make the shipper a post (or pack) order's sender at all. */
  canSelect: boolean;
  settingDefault: boolean;
  /** Another card's default call is in flight: one at a time. */
  defaultLocked: boolean;
  defaultError: PortalError | null;
  onSelect: (shipper: Shipper) => void;
  onMakeDefault: (shipper: Shipper) => void;
}

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <Box display="contents">
      <Text as="dt" fontSize="sm" color="fg.muted">{label}</Text>
      <Text as="dd" fontSize="sm" minW="0" overflowWrap="anywhere">{children}</Text>
    </Box>
  );
}

/** One shipper found: its details, its billing and COD state, the default badge, and what the operator can do with it. */
export const ShipperCard = memo(function ShipperCard({
  shipper: s, hideLegacyId, canSelect, settingDefault, defaultLocked, defaultError, onSelect, onMakeDefault,
}: ShipperCardProps) {
  const t = useT();
  const id = useId();
  const nameId = `${id}-name`;
  const address = [s.liaisonAddress, s.liaisonAddress2].filter((x) => x.trim() !== '').join(', ');
  return (
    <Box as="article" aria-labelledby={nameId} p={{ base: '3', md: '4' }} borderWidth="1px" borderRadius="md"
      borderColor={s.isDefault ? 'green.600' : 'border'} bg="bg" data-testid="shipper-card">
      <Stack gap="3">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Heading as="h3" id={nameId} size="md" overflowWrap="anywhere">{s.name}</Heading>
          <HStack gap="1.5" wrap="wrap">
            {s.isDefault && <Badge colorPalette="green">{t('shipper_search.default_badge')}</Badge>}
            <Badge colorPalette={s.isPrepaid ? 'blue' : 'purple'}>{t(s.isPrepaid ? 'shipper_search.prepaid' : 'shipper_search.postpaid')}</Badge>
            <Badge colorPalette={s.isCodEnabled ? 'teal' : 'gray'}>{t(s.isCodEnabled ? 'shipper_search.cod_enabled' : 'shipper_search.cod_disabled')}</Badge>
          </HStack>
        </HStack>
        {/* Label and value side by side even on a 360 px phone, so twelve results stay short to scroll through. */}
        <Box as="dl" display="grid" gridTemplateColumns={{ base: 'minmax(0, 7.5rem) minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' }}
          columnGap={{ base: '3', sm: '4' }} rowGap="1">
          <Detail label={t('shipper_search.liaison_name')}>{s.liaisonName}</Detail>
          <Detail label={t('shipper_search.liaison_contact')}>{s.liaisonContact}</Detail>
          {s.liaisonEmail && <Detail label={t('shipper_search.liaison_email')}>{s.liaisonEmail}</Detail>}
          <Detail label={t('shipper_search.liaison_address')}>{address || t('shipper_search.not_given')}</Detail>
          <Detail label={t('shipper_search.liaison_postcode')}>{s.liaisonPostcode || t('shipper_search.not_given')}</Detail>
          <Detail label={t('shipper_search.external_id')}>{s.externalId ?? t('shipper_search.not_given')}</Detail>
          {!hideLegacyId && <Detail label={t('shipper_search.legacy_id')}>{String(s.id)}</Detail>}
        </Box>
        {defaultError && (
          <Text role="alert" fontSize="sm" color="red.700">{t('shipper_search.default_failed', { reason: errorText(t, defaultError) })}</Text>
        )}
        <HStack gap="2" wrap="wrap">
          {canSelect && (
            <Button colorPalette="brand" aria-describedby={nameId} onClick={() => onSelect(s)} flex={{ base: '1', sm: 'initial' }}>
              {t('shipper_search.select_as_sender')}
            </Button>
          )}
          {!s.isDefault && (
            <Button variant="outline" aria-describedby={nameId} loading={settingDefault} disabled={defaultLocked && !settingDefault}
              onClick={() => onMakeDefault(s)} flex={{ base: '1', sm: 'initial' }}>
              {t('shipper_search.make_default')}
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
});
