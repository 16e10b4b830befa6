import { chakra, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { usePortal, useT, type FormSpec } from '@kernel';
import { ConfigForm, flushTextEdits } from '@forms';
import { AUTOCOMPLETE } from '../form/fieldOrder';
import type { BillingType } from '../model/steps';
import { validateSignupForm } from '../model/validate';
import { signup } from '../state/signupStore';
import { ChoiceGroup } from './ChoiceGroup';
import { refuseNext } from './problems';
import { StepNav } from './StepNav';

const ID = 'bank';
const BILLING: readonly BillingType[] = ['PREPAID', 'POSTPAID'];

/**
 * Step COD setting: the billing type (Prepaid by default) and whether the shipper collects cash on delivery; with
 * COD, the bank account it is paid into (the country's `shipperBank` form). A point without COD cannot turn it on.
 */
export function CodStep({ spec }: { spec: FormSpec }) {
  const t = useT();
  const { country, dp } = usePortal();
  const snap = useSnapshot(signup, { sync: true });
  const codOffered = dp?.allowCodService === true;
  const cod = codOffered && snap.codEnabled;
  const errors = useMemo(() => (cod ? validateSignupForm(spec, country, snap.bank) : {}), [cod, spec, country, snap.bank]);
  const count = Object.keys(errors).length;
  const onChange = useCallback((next: Record<string, string>) => { Object.assign(signup.bank, next); }, []);

  const next = () => {
    // Text still in an input (typed, not yet committed) counts: the rules read the store.
    flushTextEdits();
    if (refuseNext(spec, ID, cod ? validateSignupForm(spec, country, signup.bank) : {})) return;
    if (!codOffered) signup.codEnabled = false;
    signup.step = 'AUTHORISE';
  };

  return (
    <Stack gap="6">
      <ChoiceGroup name="billing" legend={t('shipper_create.billing_type')} value={snap.billingType}
        onChange={(v) => { signup.billingType = v; }}
        choices={BILLING.map((b) => ({ value: b, label: t(`shipper_create.billing.${b}`), help: t(`shipper_create.billing.${b}.help`) }))} />
      <chakra.fieldset borderWidth="0" p="0" m="0" minW="0">
        <chakra.legend fontWeight="semibold" mb="2">{t('shipper_create.cod')}</chakra.legend>
        {codOffered ? (
          <Stack gap="4">
            <chakra.label htmlFor="cod-enabled" display="flex" gap="3" alignItems="center" cursor="pointer">
              <chakra.input type="checkbox" id="cod-enabled" w="5" h="5" checked={snap.codEnabled} aria-describedby="cod-help"
                accentColor="var(--chakra-colors-brand-solid)" onChange={(e) => { signup.codEnabled = e.target.checked; }} />
              <Text>{t('shipper_create.cod_enable')}</Text>
            </chakra.label>
            <Text id="cod-help" textStyle="sm" color="fg.muted">{t('shipper_create.cod_help')}</Text>
            {cod && (
              <ConfigForm<Record<string, string>> kind="shipperBank" value={snap.bank} onChange={onChange}
                showAllErrors={snap.showAllErrors} idPrefix={ID} autoComplete={AUTOCOMPLETE} />
            )}
          </Stack>
        ) : (
          <Text color="fg.muted">{t('shipper_create.cod_unavailable')}</Text>
        )}
      </chakra.fieldset>
      {snap.showAllErrors && count > 0 && <Text role="status" color="red.700">{t('shipper_create.fix_errors', { count })}</Text>}
      <StepNav onBack={() => { signup.showAllErrors = false; signup.step = 'ACCOUNT_CREATE'; }} primary={t('shipper_create.next')} onPrimary={next} />
    </Stack>
  );
}
