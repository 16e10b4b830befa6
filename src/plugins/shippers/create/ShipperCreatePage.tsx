/**
 * /shipper-create: the shipper sign-up wizard (spec part 1 §3-§4): account, billing and COD, authorise, result,
 * one step at a time. The forms come from config/forms/<country>.json (`shipper`, `shipperBank`); the wizard is a
 * per-point draft, so a reload keeps every field, the step and a creation under way.
 */
import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { usePortal, useT } from '@kernel';
import { ErrorNotice, Modal } from '@ui';
import { shipperForms } from '../forms/kinds';
import { normalisePhone } from '@forms';
import { useSignupRun } from './flow/useSignupRun';
import { SIGNUP_STEPS, stepIndex } from './model/steps';
import { attachSignupDraft, hasSignupInput, resetSignup, signup } from './state/signupStore';
import { AccountStep } from './steps/AccountStep';
import { AuthoriseStep } from './steps/AuthoriseStep';
import { CodStep } from './steps/CodStep';
import { ResultStep } from './steps/ResultStep';

export default function ShipperCreatePage() {
  const { dp } = usePortal();
  if (!dp) return null;
  return <Wizard dpId={dp.id} />;
}

function Wizard({ dpId }: { dpId: number }) {
  const t = useT();
  const { config, countryCode, country } = usePortal();
  // Restored before the first render, so the fields never flash empty.
  const [params] = useSearchParams();
  const [restored] = useState(() => {
    attachSignupDraft(dpId);
    const had = signup.step !== 'ACCOUNT_CREATE' || hasSignupInput(signup);
    // From a search with no result (?contact_no=+65…): the number the operator already typed, unless one is there.
    const searched = params.get('contact_no');
    if (searched && !signup.account.mobileNumber && signup.step === 'ACCOUNT_CREATE') signup.account.mobileNumber = normalisePhone(searched, country.phonePrefix);
    return had;
  });
  const snap = useSnapshot(signup);
  const runner = useSignupRun(country);
  const [discarding, setDiscarding] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const forms = shipperForms(config.forms[countryCode]);

  // A new step: focus its heading (screen readers announce it) and show it from the top.
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [snap.step]);

  if (!forms) return <ErrorNotice>{t('something_went_wrong')}</ErrorNotice>;
  const at = stepIndex(snap.step);
  const canDiscard = snap.step !== 'RESULT' && hasSignupInput(snap);

  return (
    <Stack gap="6" maxW="2xl" w="full" mx="auto">
      <Stack gap="2">
        <Heading as="h1" size="xl">{t('shipper_create.title')}</Heading>
        <Text color="fg.muted">{t('shipper_create.intro')}</Text>
      </Stack>
      <List.Root as="ol" listStyleType="none" display="flex" flexDirection="row" gap="2" aria-label={t('shipper_create.title')}>
        {SIGNUP_STEPS.map((s, i) => (
          <List.Item key={s} flex="1" aria-current={s === snap.step ? 'step' : undefined}>
            <Box h="1.5" borderRadius="full" bg={i <= at ? 'brand.solid' : 'gray.200'} />
            <Text textStyle="xs" mt="1" color={s === snap.step ? 'fg' : 'fg.muted'} fontWeight={s === snap.step ? 'semibold' : 'normal'}
              display={{ base: s === snap.step ? 'block' : 'none', sm: 'block' }}>
              {t(`shipper_create.step.${s}`)}
            </Text>
          </List.Item>
        ))}
      </List.Root>
      <HStack justify="space-between" align="center" wrap="wrap" gap="2">
        <Heading as="h2" size="lg" ref={heading} tabIndex={-1} outline="none">
          {t('shipper_create.progress', { current: at + 1, total: SIGNUP_STEPS.length, name: t(`shipper_create.step.${snap.step}`) })}
        </Heading>
        {canDiscard && <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setDiscarding(true)}>{t('shipper_create.discard')}</Button>}
      </HStack>
      {restored && snap.step !== 'RESULT' && <Text role="status" textStyle="sm" color="fg.muted">{t('shipper_create.draft_restored')}</Text>}

      {snap.step === 'ACCOUNT_CREATE' && <AccountStep spec={forms.shipper} />}
      {snap.step === 'COD_SETTING' && <CodStep spec={forms.shipperBank} />}
      {snap.step === 'AUTHORISE' && <AuthoriseStep onCreate={runner.start} />}
      {snap.step === 'RESULT' && <ResultStep runner={runner} />}

      <Modal open={discarding} role="alertdialog" title={t('shipper_create.discard_title')} onClose={() => setDiscarding(false)}
        footer={
          <>
            <Button variant="outline" onClick={() => setDiscarding(false)}>{t('shipper_create.keep')}</Button>
            <Button colorPalette="red" onClick={() => { setDiscarding(false); resetSignup(); }}>{t('shipper_create.discard')}</Button>
          </>
        }>
        <Text>{t('shipper_create.discard_text')}</Text>
      </Modal>
    </Stack>
  );
}
