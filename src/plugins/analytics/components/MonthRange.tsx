import { HStack, Input } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
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
  // Ranges passed on that the page does not show yet (its URL is shown a moment after it is written): when one
  // arrives it is no news to the fields, which may hold a range typed since (a refused one stays, with its message).
  const passed = useRef<Range[]>([]);
  // The range the fields were last told of: the effect below acts on a change of it only. Its first run comes after the
  // first draw, and a range typed in between (a page drawn by a plain update, its effects a moment later) must stay.
  const told = useRef<Range>(range);
  useEffect(() => {
    if (sameRange(told.current, { from, to })) return;
    told.current = { from, to };
    const own = passed.current.findIndex((r) => sameRange(r, { from, to }));
    passed.current = own < 0 ? [] : passed.current.slice(own + 1);
    // Another range the page took (from Back or a link): the fields show it.
    if (own < 0) setDraft({ from, to });
  }, [from, to]);
  const problem = rangeProblem(draft.from, draft.to, max);
  const edit = (next: Range) => {
    setDraft(next);
    if (rangeProblem(next.from, next.to, max) !== null || sameRange(next, passed.current.at(-1) ?? range)) return;
    passed.current.push(next);
    onChange(next);
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
