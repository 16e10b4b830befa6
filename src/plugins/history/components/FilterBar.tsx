import { Box, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useGate, usePortal, useT } from '@kernel';
import { GRANULAR_GATE, type HistoryFilters } from '../model/filters';
import { GROUP_FILTERS, PARCEL_STATUSES, STORE_FILTERS, type ParcelGroup, type ParcelStatus, type StoreFilter } from '../model/statuses';
import { CheckGroup } from './CheckGroup';
import { DayRangeSearch } from './DayRangeSearch';
import { HISTORY_TOP } from '../historyTop';

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
  const granular = useGate(GRANULAR_GATE);
  const active = filters.groups.length + filters.store.length + filters.delivery.length + filters.statuses.length;
  // On a phone the checkboxes fold under a button (open when some are checked), so the list is in reach.
  const [open, setOpen] = useState(active > 0);
  return (
    <Stack gap="4" as="section" aria-label={t('history.filters')}>
      <DayRangeSearch value={filters} today={today} placeholder={t('history.search_placeholder')} onApply={onChange} onReset={onReset} carry={HISTORY_TOP.search?.name} />
      <Button display={{ base: 'inline-flex', md: 'none' }} alignSelf="flex-start" size="sm" variant="outline" aria-expanded={open}
        aria-controls="history-more-filters" onClick={() => setOpen((o) => !o)}>
        {active > 0 ? `${t('history.filters')} (${active})` : t('history.filters')}
      </Button>
      <Box id="history-more-filters" display={{ base: open ? 'block' : 'none', md: 'block' }}>
        <Stack gap="4">
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
      </Box>
    </Stack>
  );
}
