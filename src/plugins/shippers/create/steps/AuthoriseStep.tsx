import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { usePortal, useT } from '@kernel';
import { SignaturePad } from '@ui';
import type { Authorisation } from '../model/steps';
import { signup } from '../state/signupStore';
import { ChoiceGroup } from './ChoiceGroup';
import { StepNav } from './StepNav';

const AUTH: readonly Authorisation[] = ['PRE_AUTHORISED', 'ONE_TIME'];

/** Step authorise: pre-authorisation or a one-time signature, drawn by the shipper; then the account is created. */
export function AuthoriseStep({ onCreate }: { onCreate: () => void }) {
  const t = useT();
  const { country } = usePortal();
  const snap = useSnapshot(signup);
  const missing = snap.signature === null;
  const showError = snap.showAllErrors && missing;

  const create = () => {
    if (missing) {
      signup.showAllErrors = true;
      document.querySelector<HTMLElement>('[data-testid="signature-pad"]')?.scrollIntoView({ block: 'center' });
      return;
    }
    signup.showAllErrors = false;
    onCreate();
  };

  const a = snap.account;
  const rows: Array<[string, string]> = [
    [t('shipper_form.shop_name'), a.shopName ?? ''],
    [t('shipper_create.summary_name'), `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim()],
    [t('shipper_form.mobile_number'), `${country.phonePrefix} ${a.mobileNumber ?? ''}`],
    [t('shipper_form.email'), a.email ?? ''],
    [t('shipper_create.billing_type'), t(`shipper_create.billing.${snap.billingType}`)],
    [t('shipper_create.cod'), snap.codEnabled ? `${t('shipper_create.cod_enable')} · ${snap.bank.bankName ?? ''}` : '—'],
  ];

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="signup-summary" p="4" borderWidth="1px" borderRadius="md" bg="bg.subtle">
        <Text id="signup-summary" fontWeight="semibold" mb="2">{t('shipper_create.summary')}</Text>
        <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1">
          {rows.map(([k, v]) => (
            <Box key={k} display="contents">
              <chakra.dt color="fg.muted" textStyle="sm">{k}</chakra.dt>
              <chakra.dd m="0" overflowWrap="anywhere">{v}</chakra.dd>
            </Box>
          ))}
        </chakra.dl>
      </Box>
      <Text>{t('shipper_create.authorise_intro')}</Text>
      <ChoiceGroup name="authorisation" legend={t('shipper_create.authorisation')} value={snap.authorisation}
        onChange={(v) => { signup.authorisation = v; }}
        choices={AUTH.map((v) => ({ value: v, label: t(`shipper_create.auth.${v}`), help: t(`shipper_create.auth.${v}.help`) }))} />
      <Stack gap="1.5">
        <Text id="signature-label" fontWeight="semibold">{t('shipper_create.signature')}</Text>
        <SignaturePad value={snap.signature} onChange={(v) => { signup.signature = v; }} label={t('shipper_create.signature_pad')}
          clearLabel={t('shipper_create.signature_clear')} describedBy="signature-help signature-error" invalid={showError} />
        <Text id="signature-help" textStyle="xs" color="fg.muted">{snap.signature ? t('shipper_create.signature_signed') : t('shipper_create.signature_help')}</Text>
        <Text id="signature-error" role="alert" color="red.700" textStyle="sm" _empty={{ display: 'none' }}>
          {showError ? t('shipper_create.signature_required') : null}
        </Text>
      </Stack>
      <StepNav onBack={() => { signup.showAllErrors = false; signup.step = 'COD_SETTING'; }} primary={t('shipper_create.create')} onPrimary={create} />
    </Stack>
  );
}
