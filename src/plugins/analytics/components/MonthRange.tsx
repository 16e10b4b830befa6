import { HStack, Input } from '@chakra-ui/react';
import { useIntl } from '@kernel';
import { FormField } from '@ui';
import type { MonthString } from '../api/types';
import { rangeProblem } from '../model/range';

export interface MonthRangeProps {
  from: MonthString;
  to: MonthString;
  /** The latest month that may be chosen (the current month). */
  max: MonthString;
  onChange: (from: MonthString, to: MonthString) => void;
}

/** The month range of a page: two month fields; a range that cannot be asked says why. */
export function MonthRange({ from, to, max, onChange }: MonthRangeProps) {
  const { t } = useIntl();
  const problem = rangeProblem(from, to, max);
  return (
    <HStack gap="3" align="start" flexWrap="wrap">
      <FormField label={t('analytics.range.from')} error={problem === 'order' ? t('analytics.range.order') : problem === 'invalid' ? t('analytics.range.invalid') : null}>
        <Input type="month" value={from} max={max} onChange={(e) => onChange(e.target.value, to)} w="auto" />
      </FormField>
      <FormField label={t('analytics.range.to')} error={problem === 'length' ? t('analytics.range.too_long') : problem === 'future' ? t('analytics.range.future') : null}>
        <Input type="month" value={to} max={max} onChange={(e) => onChange(from, e.target.value)} w="auto" />
      </FormField>
    </HStack>
  );
}
