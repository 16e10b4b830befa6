import { Box, Button, Flex, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { isDayString, useGate, usePortal, useT } from '@kernel';
import { FormField } from '@ui';
import type { HistoryFilters } from '../model/filters';
import { GROUP_FILTERS, PARCEL_STATUSES, STORE_FILTERS, type ParcelGroup, type ParcelStatus, type StoreFilter } from '../model/statuses';
import { CheckGroup } from './CheckGroup';

interface Props {
  filters: HistoryFilters;
  today: string;
  onChange: (next: Partial<HistoryFilters>) => void;
  onReset: () => void;
}

/**
 * The history filters: days and text apply with Apply (or Enter), each checkbox at once. The point's country
 * offers its own delivery types; granular statuses show where the flag is on.
 */
export function FilterBar({ filters, today, onChange, onReset }: Props) {
  const t = useT();
  const { country } = usePortal();
  const granular = useGate('granularStatusFilters');
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const [query, setQuery] = useState(filters.query);
  // A new URL (Back, a link, Clear) brings its values into the fields.
  useEffect(() => {
    setFrom(filters.from);
    setTo(filters.to);
    setQuery(filters.query);
  }, [filters.from, filters.to, filters.query]);

  const apply = () => {
    const f = isDayString(from) ? from : filters.from;
    const tt = isDayString(to) ? to : filters.to;
    onChange({ from: f <= tt ? f : tt, to: f <= tt ? tt : f, query: query.trim() });
  };

  return (
    <Stack gap="4" as="section" aria-label={t('history.filters')}>
      <Box as="form" role="search" onSubmit={(e) => { e.preventDefault(); apply(); }}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
          <FormField label={t('history.from')}>
            <Input type="date" value={from} max={today} onChange={(e) => setFrom(e.target.value)} />
          </FormField>
          <FormField label={t('history.to')}>
            <Input type="date" value={to} max={today} onChange={(e) => setTo(e.target.value)} />
          </FormField>
          <FormField label={t('history.search')}>
            <Input type="search" value={query} maxLength={255} placeholder={t('history.search_placeholder')} onChange={(e) => setQuery(e.target.value)} />
          </FormField>
          <Flex gap="2">
            <Button type="submit" colorPalette="brand">{t('history.apply')}</Button>
            <Button type="button" variant="outline" onClick={onReset}>{t('history.clear')}</Button>
          </Flex>
        </SimpleGrid>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <CheckGroup legend={t('history.group')} checked={filters.groups}
          options={GROUP_FILTERS.map((g) => ({ value: g, label: t(`history.group.${g}`) }))}
          onChange={(v) => onChange({ groups: v as ParcelGroup[] })} />
        <CheckGroup legend={t('history.store')} checked={filters.store}
          options={STORE_FILTERS.map((s) => ({ value: s, label: t(`history.store.${s}`) }))}
          onChange={(v) => onChange({ store: v as StoreFilter[] })} />
        <CheckGroup legend={t('history.delivery')} checked={filters.delivery}
          options={country.deliveryTypes.map((d) => ({ value: d, label: t(`history.delivery.${d}`) }))}
          onChange={(v) => onChange({ delivery: v.filter((d) => country.deliveryTypes.some((c) => c === d)) as HistoryFilters['delivery'] })} />
      </SimpleGrid>
      {granular && (
        <CheckGroup legend={t('history.statuses')} checked={filters.statuses}
          options={PARCEL_STATUSES.map((s) => ({ value: s, label: t(`history.status.${s}`) }))}
          onChange={(v) => onChange({ statuses: v as ParcelStatus[] })} />
      )}
    </Stack>
  );
}
