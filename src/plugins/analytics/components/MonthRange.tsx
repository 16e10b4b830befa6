import { HStack, Input } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from '@kernel';
import { FormField } from '@ui';
import type { MonthString } from '../api/types';
import { rangeProblem, sameRange, type MonthRange as Range } from '../model/range';

export interface MonthRangeProps {
  /** The range the page shows (the last one it took). */
  range: Range;
  /** The latest month that may be chosen (the current month). */
  max: MonthString;
  /** A range it can ask for; a refused one stays in the fields with its message and changes nothing else. */
  onChange: (range: Range) => void;
}

/** The month range of a page: two month fields; a range that cannot be asked says why and is not passed on. */
export function MonthRange({ range, max, onChange }: MonthRangeProps) {
  const { t } = useIntl();
  const [draft, setDraft] = useState(range);
  const { from, to } = range;
  // The page took a range (this one, or another from Back or a link): the fields show it.
  useEffect(() => setDraft({ from, to }), [from, to]);
  const problem = rangeProblem(draft.from, draft.to, max);
  const edit = (next: Range) => {
    setDraft(next);
    if (rangeProblem(next.from, next.to, max) === null && !sameRange(next, range)) onChange(next);
  };
  return (
    <HStack gap="3" align="start" flexWrap="wrap">
      <FormField label={t('analytics.range.from')} error={problem === 'order' ? t('analytics.range.order') : problem === 'invalid' ? t('analytics.range.invalid') : null}>
        <Input type="month" value={draft.from} max={max} onChange={(e) => edit({ from: e.target.value, to: draft.to })} w="auto" />
      </FormField>
      <FormField label={t('analytics.range.to')} error={problem === 'length' ? t('analytics.range.too_long') : problem === 'future' ? t('analytics.range.future') : null}>
        <Input type="month" value={draft.to} max={max} onChange={(e) => edit({ from: draft.from, to: e.target.value })} w="auto" />
      </FormField>
    </HStack>
  );
}
