import { Box, Button, Flex, Input, SimpleGrid } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { isDayString, useT } from '@kernel';
import { FIELD_LIMITS, FormField, lengthProblem } from '@ui';

export interface DayRangeQuery {
  from: string;
  to: string;
  query: string;
}

/**
 * From and to days and a search text, applied together with Apply (or Enter); Clear goes back to the defaults. A search
 * text over the spec's 255 characters stays whole, says so at once, and Apply sends nothing until it is shortened.
 */
export function DayRangeSearch({ value, today, placeholder, onApply, onReset }: { value: DayRangeQuery; today: string; placeholder: string; onApply: (v: DayRangeQuery) => void; onReset: () => void }) {
  const t = useT();
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [query, setQuery] = useState(value.query);
  // A new URL (Back, a link, Clear) brings its values into the fields.
  useEffect(() => {
    setFrom(value.from);
    setTo(value.to);
    setQuery(value.query);
  }, [value.from, value.to, value.query]);

  const queryProblem = lengthProblem(query.trim(), FIELD_LIMITS.text);

  const apply = () => {
    if (queryProblem) return;
    const f = isDayString(from) ? from : value.from;
    const tt = isDayString(to) ? to : value.to;
    onApply({ from: f <= tt ? f : tt, to: f <= tt ? tt : f, query: query.trim() });
  };
  return (
    <Box as="form" role="search" onSubmit={(e) => { e.preventDefault(); apply(); }}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
        <FormField label={t('history.from')}>
          <Input type="date" value={from} max={today} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField label={t('history.to')}>
          <Input type="date" value={to} max={today} onChange={(e) => setTo(e.target.value)} />
        </FormField>
        <FormField label={t('history.search')} error={queryProblem && t(queryProblem)}>
          <Input type="search" value={query} placeholder={placeholder} onChange={(e) => setQuery(e.target.value)} />
        </FormField>
        <Flex gap="2">
          <Button type="submit" colorPalette="brand">{t('history.apply')}</Button>
          <Button type="button" variant="outline" onClick={onReset}>{t('history.clear')}</Button>
        </Flex>
      </SimpleGrid>
    </Box>
  );
}
