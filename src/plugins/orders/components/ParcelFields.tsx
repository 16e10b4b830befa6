import { Checkbox, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { isPortalError, normalizeError, useT, type CountryConfig } from '../../../kernel';
import { FormField, SelectField } from '../../../ui';
import { checkStampValidity } from '../api/orderApi';
import type { ParcelForm } from '../model/parcel';
import { idServerProblem, LIMITS, stampIdLocalProblem } from '../model/parcelRules';

export interface ParcelFieldsProps {
  parcel: Readonly<ParcelForm>;
  update: (patch: Partial<ParcelForm>) => void;
  /** Field → message id, from parcelFieldProblems. */
  problems: Record<string, string>;
  showAll: boolean;
  country: CountryConfig;
  stampRequired: boolean;
  otherStampIds: readonly string[];
  /** COD ticked at a point without COD service: the page sets the parcel aside. */
  onCodRefused: () => void;
  codAllowed: boolean;
  disabled?: boolean;
}

/** The parcel's own fields of a post order: stamp id, weight, delivery type, COD, insurance, instructions. */
export const ParcelFields = memo(function ParcelFields(props: ParcelFieldsProps) {
  const { parcel, update, problems, showAll, country, stampRequired, otherStampIds, onCodRefused, codAllowed, disabled } = props;
  const t = useT();
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [stampServer, setStampServer] = useState<{ id: string; problem: string | null; busy: boolean } | null>(null);
  const touch = (f: string) => setTouched((s) => (s[f] ? s : { ...s, [f]: true }));
  const err = (f: string) => {
    if (f === 'stampId' && stampServer && stampServer.id === parcel.stampId.id && stampServer.problem) return t(stampServer.problem);
    const id = problems[f];
    return id && (showAll || touched[f]) ? t(id) : null;
  };
  const key = parcel.key;
  const ph = country.code === 'ph';

  // Part 1 §5: on blur, the format and duplicate rules, then the server decides (used, invalid).
  const verifyStamp = async () => {
    touch('stampId');
    const id = parcel.stampId.id.trim();
    if (id === '' || parcel.stampId.isVerified || stampIdLocalProblem(id, otherStampIds)) return;
    setStampServer({ id, problem: null, busy: true });
    try {
      const res = await checkStampValidity(id);
      const problem = res.valid ? null : 'invalid_stamp_id';
      setStampServer({ id, problem, busy: false });
      if (!problem) update({ stampId: { id, isVerified: true } });
    } catch (e) {
      setStampServer({ id, problem: idServerProblem(isPortalError(e) ? e : normalizeError(e), 'stamp'), busy: false });
    }
  };

  return (
    <Stack gap="4">
      {parcel.kind === 'POST' && (
        <FormField id={`${key}-stamp`} label={t('orders.stamp_id')} error={err('stampId')} required={stampRequired}
          help={stampServer?.busy ? t('orders.checking') : parcel.stampId.isVerified && parcel.stampId.id ? t('orders.stamp_verified') : undefined}>
          <Input value={parcel.stampId.id} maxLength={LIMITS.stampId} autoComplete="off" disabled={disabled}
            onChange={(e) => update({ stampId: { id: e.target.value, isVerified: false } })}
            onBlur={() => void verifyStamp()}
            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void verifyStamp(); } }} />
        </FormField>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField id={`${key}-weight`} label={t('orders.weight_kg')} error={err('weight')} required>
          <Input inputMode="decimal" value={parcel.weight} maxLength={LIMITS.number} disabled={disabled}
            onChange={(e) => update({ weight: e.target.value.replace(',', '.') })} onBlur={() => touch('weight')} />
        </FormField>
        <SelectField label={t('orders.delivery_type')} value={parcel.deliveryType} required disabled={disabled}
          error={err('deliveryType')}
          onChange={(v) => update({ deliveryType: v as ParcelForm['deliveryType'] })}
          options={country.deliveryTypes.map((d) => ({ value: d, label: t(`orders.delivery.${d}`) }))} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Stack gap="2">
          <Checkbox.Root checked={parcel.cod} disabled={disabled}
            onCheckedChange={(e) => {
              const on = e.checked === true;
              if (on && !codAllowed) { onCodRefused(); return; }
              update({ cod: on, codValue: on ? parcel.codValue : '', cost: null });
            }}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('orders.cod')}</Checkbox.Label>
          </Checkbox.Root>
          {parcel.cod && (
            <FormField id={`${key}-cod`} label={t('orders.cod_amount', { currency: country.currency.code })} error={err('codValue')} required>
              <Input inputMode="decimal" value={parcel.codValue} maxLength={LIMITS.number} disabled={disabled}
                onChange={(e) => update({ codValue: e.target.value })} onBlur={() => touch('codValue')} />
            </FormField>
          )}
        </Stack>
        <Stack gap="2">
          {!ph && (
            <Checkbox.Root checked={parcel.insurance} disabled={disabled}
              onCheckedChange={(e) => update({ insurance: e.checked === true, insuredValue: e.checked === true ? parcel.insuredValue : '' })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('orders.insurance')}</Checkbox.Label>
            </Checkbox.Root>
          )}
          {(parcel.insurance || ph) && (
            <FormField id={`${key}-insured`} label={t('orders.insured_value', { currency: country.currency.code })} error={err('insuredValue')} required>
              <Input inputMode="decimal" value={parcel.insuredValue} maxLength={LIMITS.number} disabled={disabled}
                onChange={(e) => update({ insuredValue: e.target.value })} onBlur={() => touch('insuredValue')} />
            </FormField>
          )}
        </Stack>
      </SimpleGrid>
      <FormField id={`${key}-pickup`} label={t('orders.pickup_instruction')} error={err('description')} required={country.code === 'id'}>
        <Textarea rows={2} value={parcel.description} maxLength={LIMITS.text} disabled={disabled}
          onChange={(e) => update({ description: e.target.value })} onBlur={() => touch('description')} />
      </FormField>
      <FormField id={`${key}-comments`} label={t('orders.comments')} error={err('comments')}>
        <Textarea rows={2} value={parcel.comments} maxLength={LIMITS.text} disabled={disabled}
          onChange={(e) => update({ comments: e.target.value })} />
      </FormField>
    </Stack>
  );
});
