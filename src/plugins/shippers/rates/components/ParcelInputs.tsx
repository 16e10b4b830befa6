import { Checkbox, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useT, type CountryConfig } from '@kernel';
import { FormField, SelectField } from '@ui';
import { insuredValueAsked, type RateInputs } from '../model/inputs';

export interface ParcelInputsProps {
  value: RateInputs;
  country: CountryConfig;
  /** The point offers COD (allowCodService). */
  codAllowed: boolean;
  /** The chosen shipper does not offer COD. */
  codOffForShipper: boolean;
  problems: Record<string, string>;
  shown: (field: string) => boolean;
  onChange: (patch: Partial<RateInputs>) => void;
  onLeave: (field: string) => void;
}

const decimal = (text: string) => text.replace(',', '.');

/** Weight, delivery type, COD and insurance: the parcel's part of a quote. */
export function ParcelInputs({ value, country, codAllowed, codOffForShipper, problems, shown, onChange, onLeave }: ParcelInputsProps) {
  const t = useT();
  const err = (field: string) => (shown(field) && problems[field] ? t(problems[field]) : null);
  const insuredAlways = country.orderRules?.insuredValueAlwaysAsked === true;

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField label={t('orders.weight_kg')} required error={err('weight')}>
          <Input inputMode="decimal" autoComplete="off" value={value.weight}
            onChange={(e) => onChange({ weight: decimal(e.target.value) })} onBlur={() => onLeave('weight')} />
        </FormField>
        <SelectField label={t('orders.delivery_type')} required value={value.deliveryType} error={err('deliveryType')}
          onChange={(v) => onChange({ deliveryType: v as RateInputs['deliveryType'] })}
          options={country.deliveryTypes.map((d) => ({ value: d, label: t(`orders.delivery.${d}`) }))} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {codAllowed && (
          <Stack gap="2">
            <Checkbox.Root checked={value.cod && !codOffForShipper} disabled={codOffForShipper}
              onCheckedChange={(e) => onChange({ cod: e.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('orders.cod')}</Checkbox.Label>
            </Checkbox.Root>
            {codOffForShipper && <Text fontSize="sm" color="fg.muted">{t('rates.cod_off_for_shipper')}</Text>}
            {value.cod && !codOffForShipper && (
              <FormField label={t('orders.cod_amount', { currency: country.currency.code })} error={err('codValue')}>
                <Input inputMode="decimal" autoComplete="off" value={value.codValue}
                  onChange={(e) => onChange({ codValue: decimal(e.target.value) })} onBlur={() => onLeave('codValue')} />
              </FormField>
            )}
          </Stack>
        )}
        <Stack gap="2">
          {!insuredAlways && (
            <Checkbox.Root checked={value.insurance} onCheckedChange={(e) => onChange({ insurance: e.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('orders.insurance')}</Checkbox.Label>
            </Checkbox.Root>
          )}
          {insuredValueAsked(value, country) && (
            <FormField label={t('orders.insured_value', { currency: country.currency.code })} error={err('insuredValue')}>
              <Input inputMode="decimal" autoComplete="off" value={value.insuredValue}
                onChange={(e) => onChange({ insuredValue: decimal(e.target.value) })} onBlur={() => onLeave('insuredValue')} />
            </FormField>
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
