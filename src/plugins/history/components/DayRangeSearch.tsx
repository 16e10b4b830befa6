import { Box, Button, Flex, Input, SimpleGrid } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { isDayString, useFrameInput, useT } from '@kernel';
import { FIELD_LIMITS, FormField, lengthProblem } from '@ui';

export interface DayRangeQuery {
  from: string;
  to: string;
  query: string;
}

/**
 * A search text and from and to days, applied together with Apply (or Enter); Clear goes back to the defaults. A search
 * text over the spec's 255 characters stays whole, says so at once, and Apply sends nothing until it is shortened.
 * `carry` names the cold start frame's search field whose typing, focus and Enter this field carries on with.
 */
export function DayRangeSearch({ value, today, placeholder, onApply, onReset, carry }: { value: DayRangeQuery; today: string; placeholder: string; onApply: (v: DayRangeQuery) => void; onReset: () => void; carry?: string }) {
  const t = useT();
  const carried = useFrameInput(carry);
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [query, setQuery] = useState(carried?.value || value.query);
  // A new URL (Back, a link, Clear) brings its values into the fields; the first one is in them already.
  const shown = useRef(value);
  useEffect(() => {
    const was = shown.current;
    if (was.from === value.from && was.to === value.to && was.query === value.query) return;
    shown.current = value;
    setFrom(value.from);
    setTo(value.to);
    setQuery(value.query);
  }, [value]);

  const queryProblem = lengthProblem(query.trim(), FIELD_LIMITS.text);

  const apply = () => {
    if (queryProblem) return;
    const f = isDayString(from) ? from : value.from;
    const tt = isDayString(to) ? to : value.to;
    onApply({ from: f <= tt ? f : tt, to: f <= tt ? tt : f, query: query.trim() });
  };
  // Enter pressed in the frame's field before the page arrived (a scanned label): that search runs once, now.
  const searchCarried = useRef(carried?.submitted === true);
  useEffect(() => {
    if (!searchCarried.current) return;
    searchCarried.current = false;
    apply();
  });
  return (
    <Box as="form" role="search" onSubmit={(e) => { e.preventDefault(); apply(); }}>
      {/* The search first, a row of its own below lg: what an operator types most, first in reach on a phone. */}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
        <Box gridColumn={{ sm: 'span 2', lg: 'auto' }}>
          <FormField label={t('history.search')} error={queryProblem && t(queryProblem)}>
            <Input type="search" value={query} placeholder={placeholder} autoFocus={carried?.focused} onChange={(e) => setQuery(e.target.value)} />
          </FormField>
        </Box>
        <FormField label={t('history.from')}>
          <Input type="date" value={from} max={today} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField label={t('history.to')}>
          <Input type="date" value={to} max={today} onChange={(e) => setTo(e.target.value)} />
        </FormField>
        <Flex gap="2">
          <Button type="submit" colorPalette="brand">{t('history.apply')}</Button>
          <Button type="button" variant="outline" onClick={onReset}>{t('history.clear')}</Button>
        </Flex>
      </SimpleGrid>
    </Box>
  );
}
