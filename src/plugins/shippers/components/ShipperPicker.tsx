import { Badge, Box, Button, Field, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { memo, useId, useState } from 'react';
import { errorText, isPortalError, normalizeError, usePortal, useT } from '@kernel';
import { Loading, toast } from '@ui';
import { searchShippers, setDefaultShipper } from '../api/shipperApi';
import type { Shipper } from '@services';
import { INVALID_PHONE, isTooLong, normalisePhone, PHONE_MAX_LENGTH, withPrefix } from '@forms';

export interface ShipperPickerProps {
  selected: Shipper | null;
  onSelect: (shipper: Shipper | null) => void;
  disabled?: boolean;
}

/**
 * The sender of a post or pack order: search by contact number (the country prefix is added), pick one, or make one
 * the point's default (marked in the results). Memoised: a page passing the same shipper and a stable onSelect does
 * not re-render it (its ~20-60 Chakra parts) when a parcel changes.
 */
export const ShipperPicker = memo(function ShipperPicker({ selected, onSelect, disabled }: ShipperPickerProps) {
  const t = useT();
  const { country, flags } = usePortal();
  const id = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Shipper[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const hideLegacyId = flags.HIDE_LEGACY_SHIPPER_ID === true;

  const search = async () => {
    const digits = normalisePhone(query, country.phonePrefix);
    if (digits === '') { setProblem(t('this_field_cannot_be_left_blank')); return; }
    // The field does not cut a pasted number at the limit: an over-long one is refused, not searched cut.
    if (isTooLong(query.trim(), PHONE_MAX_LENGTH)) { setProblem(t(INVALID_PHONE)); return; }
    setBusy(true);
    setProblem(null);
    try {
      const list = await searchShippers(withPrefix(digits, country.phonePrefix));
      setResults(list);
      if (list.length === 0) setProblem(t('orders.shipper_no_result'));
    } catch (e) {
      setResults(null);
      setProblem(errorText(t, isPortalError(e) ? e : normalizeError(e)));
    } finally {
      setBusy(false);
    }
  };

  const makeDefault = async (s: Shipper) => {
    try {
      await setDefaultShipper(s.id);
      setResults((list) => list?.map((x) => ({ ...x, isDefault: x.id === s.id })) ?? null);
      toast.success(t('orders.shipper_default_set', { name: s.name }));
    } catch (e) {
      setProblem(errorText(t, isPortalError(e) ? e : normalizeError(e)));
    }
  };

  return (
    <Stack gap="3" as="section" aria-labelledby={`${id}-h`}>
      <Text id={`${id}-h`} fontWeight="semibold" fontSize="lg">{t('orders.sender')}</Text>
      {selected && (
        <HStack p="3" borderWidth="1px" borderRadius="md" justify="space-between" wrap="wrap" data-testid="selected-shipper">
          <Box>
            <Text fontWeight="semibold">{selected.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {selected.liaisonContact}{hideLegacyId ? '' : ` · ${t('orders.shipper_id')} ${selected.id}`}
            </Text>
          </Box>
          <Button size="sm" variant="outline" disabled={disabled} onClick={() => onSelect(null)}>{t('orders.change_shipper')}</Button>
        </HStack>
      )}
      {!selected && (
        <form onSubmit={(e) => { e.preventDefault(); void search(); }}>
          <Field.Root invalid={problem !== null}>
            <Field.Label htmlFor={`${id}-q`}>{t('orders.shipper_search_label')}</Field.Label>
            <HStack w="full" align="start">
              <InputGroup startAddon={country.phonePrefix} flex="1">
                <Input id={`${id}-q`} inputMode="tel" autoComplete="off" value={query} disabled={disabled}
                  onChange={(e) => setQuery(e.target.value)} />
              </InputGroup>
              <Button type="submit" colorPalette="brand" loading={busy} disabled={disabled}>{t('orders.search')}</Button>
            </HStack>
            {problem && <Field.ErrorText color="red.700" role="alert">{problem}</Field.ErrorText>}
          </Field.Root>
        </form>
      )}
      {!selected && busy && <Loading label={t('loading')} />}
      {!selected && results && results.length > 0 && (
        <Stack gap="2" as="ul" listStyleType="none" data-testid="shipper-results">
          {results.map((s) => (
            <HStack as="li" key={s.id} p="3" borderWidth="1px" borderRadius="md" justify="space-between" wrap="wrap">
              <Box>
                <HStack gap="2">
                  <Text fontWeight="semibold">{s.name}</Text>
                  {s.isDefault && <Badge colorPalette="green">{t('orders.default_shipper')}</Badge>}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {s.liaisonContact}{hideLegacyId ? '' : ` · ${t('orders.shipper_id')} ${s.id}`}{s.externalId ? ` · ${s.externalId}` : ''}
                </Text>
              </Box>
              <HStack>
                {!s.isDefault && <Button size="sm" variant="ghost" onClick={() => void makeDefault(s)}>{t('orders.set_default')}</Button>}
                <Button size="sm" colorPalette="brand" onClick={() => onSelect(s)} aria-label={t('orders.select_shipper', { name: s.name })}>
                  {t('orders.select')}
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
});
