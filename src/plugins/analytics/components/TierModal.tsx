import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useIntl } from '@kernel';
import { Modal } from '@ui';
import { TIERED_TYPES, type TieredType } from '../api/types';
import { formatCount } from '../model/format';
import { tierRanges, type TierDef } from '../model/tiers';

export interface TierModalProps {
  open: boolean;
  onClose: () => void;
  tiersOf: (type: TieredType) => TierDef[];
}

/** What the award tiers are, and each parcel type's thresholds as start-end ranges with the open-ended top tier. */
export function TierModal({ open, onClose, tiersOf }: TierModalProps) {
  const { t, locale } = useIntl();
  const n = (v: number) => formatCount(v, locale);
  return (
    <Modal open={open} onClose={onClose} title={t('analytics.tiers.modal_title')} footer={<Button onClick={onClose}>{t('analytics.close')}</Button>}>
      <Stack gap="4">
        <Text>{t('analytics.tiers.explain')}</Text>
        {TIERED_TYPES.map((type) => (
          <Stack key={type} gap="1">
            <Heading as="h3" size="sm">{t(`analytics.type.${type}`)}</Heading>
            <Table.Root size="sm" data-testid={`tier-table-${type}`}>
              <Table.Caption srOnly>{t('analytics.tiers.table_caption', { type: t(`analytics.type.${type}`) })}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('analytics.tiers.tier')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('analytics.tiers.monthly_parcels')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {tierRanges(tiersOf(type)).map((tier) => (
                  <Table.Row key={tier.id}>
                    <Table.Cell>{t(tier.labelId)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {tier.to === null ? t('analytics.tiers.and_above', { from: n(tier.from) }) : t('analytics.tiers.range', { from: n(tier.from), to: n(tier.to) })}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
