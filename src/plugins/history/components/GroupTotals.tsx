import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useIntl } from '@kernel';
import type { ParcelStatistics } from '../api/types';
import { GROUP_FILTERS } from '../model/statuses';

/** The result's totals (spec: statistics per group and totalOrderCount), for the whole result, not the page. */
export function GroupTotals({ statistics }: { statistics: ParcelStatistics }) {
  const { t, locale } = useIntl();
  const number = new Intl.NumberFormat(locale);
  const items = [
    { id: 'total', label: t('history.stats.total'), value: statistics.total_order_count },
    ...GROUP_FILTERS.map((g) => ({ id: g, label: t(`history.group.${g}`), value: statistics[g] })),
  ];
  return (
    <Box as="section" aria-label={t('history.stats')}>
      <SimpleGrid as="dl" columns={{ base: 2, sm: 3, lg: 5 }} gap="2">
        {items.map((i) => (
          <Box key={i.id} borderWidth="1px" borderRadius="md" px="3" py="2" data-testid={`total-${i.id}`}>
            <Text as="dt" textStyle="xs" color="fg.muted">{i.label}</Text>
            <Text as="dd" textStyle="lg" fontWeight="semibold">{number.format(i.value)}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
