import { Button, Field, HStack, Input, InputGroup, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { forwardRef, useId } from 'react';
import { useT } from '@kernel';
import type { SearchMode } from '../model/query';

export interface SearchFormProps {
  value: string;
  mode: SearchMode;
  prefix: string;
  /** Message id of the field's problem (invalid input, or the last search found nothing). */
  problem: string | null;
  busy: boolean;
  onChange: (value: string) => void;
  onModeChange: (mode: SearchMode) => void;
  onSubmit: () => void;
}

/**
 * One field for a contact number or an external shipper id, with a switch that shows which one the text is taken
 * as (the shape decides until the operator picks). The country prefix stands before a number and is read out with
 * it; the problem is tied to the field (aria-invalid, aria-describedby) and announced.
 */
export const SearchForm = forwardRef<HTMLInputElement, SearchFormProps>(function SearchForm(
  { value, mode, prefix, problem, busy, onChange, onModeChange, onSubmit }, ref,
) {
  const t = useT();
  const id = useId();
  const ids = { control: `${id}-q`, helperText: `${id}-hint`, errorText: `${id}-error` };
  const prefixId = `${id}-prefix`;
  const modeLabelId = `${id}-mode`;
  const phone = mode === 'phone';
  const describedBy = [phone ? prefixId : null, problem ? ids.errorText : ids.helperText].filter(Boolean).join(' ');

  return (
    <form role="search" aria-label={t('shipper_search.form_label')} noValidate
      onSubmit={(e) => { e.preventDefault(); onSubmit(); }}>
      <Stack gap="3">
        <Stack gap="1.5" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
          <Text id={modeLabelId} fontSize="sm" fontWeight="medium">{t('shipper_search.mode_label')}</Text>
          <SegmentGroup.Root value={mode} size="sm" aria-labelledby={modeLabelId}
            onValueChange={(e) => { if (e.value === 'phone' || e.value === 'externalId') onModeChange(e.value); }}>
            <SegmentGroup.Indicator />
            {(['phone', 'externalId'] as const).map((m) => (
              <SegmentGroup.Item key={m} value={m} minH="8" px="3">
                <SegmentGroup.ItemText>{t(m === 'phone' ? 'shipper_search.mode_phone' : 'shipper_search.mode_external_id')}</SegmentGroup.ItemText>
                <SegmentGroup.ItemHiddenInput />
              </SegmentGroup.Item>
            ))}
          </SegmentGroup.Root>
        </Stack>
        <Field.Root invalid={problem !== null} ids={ids}>
          <Field.Label>{t(phone ? 'shipper_search.contact_label' : 'shipper_search.external_id_label')}</Field.Label>
          <HStack w="full" align="start" gap="2" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <InputGroup flex="1" minW="12rem" startAddon={phone ? <span id={prefixId}>{prefix}</span> : undefined}>
              <Input ref={ref} value={value} size="lg" autoComplete="off" spellCheck={false}
                inputMode={phone ? 'tel' : 'text'} enterKeyHint="search"
                aria-describedby={describedBy}
                onFocus={(e) => e.currentTarget.select()}
                onChange={(e) => onChange(e.target.value)} />
            </InputGroup>
            <Button type="submit" size="lg" colorPalette="brand" loading={busy} loadingText={t('shipper_search.searching')}
              w={{ base: 'full', sm: 'auto' }}>
              {t('shipper_search.search')}
            </Button>
          </HStack>
          {!problem && <Field.HelperText>{t('shipper_search.hint')}</Field.HelperText>}
          {/* red.700 keeps 4.5:1 contrast on white at small sizes. */}
          <Field.ErrorText role="alert" color="red.700">{problem ? t(problem) : null}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </form>
  );
});
