import { Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { usePortal, useT, type FormSpec } from '@kernel';
import { ConfigForm, flushTextEdits } from '@forms';
import { AUTOCOMPLETE } from '../form/fieldOrder';
import { validateSignupForm } from '../model/validate';
import { signup } from '../state/signupStore';
import { refuseNext } from './problems';
import { StepNav } from './StepNav';

const ID = 'shipper';

/** Step ACCOUNT_CREATE: the shipper's identity, addresses and contact, from the country's `shipper` form. */
export function AccountStep({ spec }: { spec: FormSpec }) {
  const t = useT();
  const { country } = usePortal();
  // sync: typed text must reach the input in the same frame, or the caret jumps.
  const snap = useSnapshot(signup, { sync: true });
  const errors = useMemo(() => validateSignupForm(spec, country, snap.account), [spec, country, snap.account]);
  const count = Object.keys(errors).length;
  const onChange = useCallback((next: Record<string, string>) => { Object.assign(signup.account, next); }, []);

  const next = () => {
    // Text still in an input (typed, not yet committed) counts: the rules read the store.
    flushTextEdits();
    if (!refuseNext(spec, ID, validateSignupForm(spec, country, signup.account))) signup.step = 'COD_SETTING';
  };

  return (
    <Stack gap="5">
      <ConfigForm<Record<string, string>> kind="shipper" value={snap.account} onChange={onChange} showAllErrors={snap.showAllErrors}
        idPrefix={ID} autoComplete={AUTOCOMPLETE} />
      {snap.showAllErrors && count > 0 && <Text role="status" color="red.700">{t('shipper_create.fix_errors', { count })}</Text>}
      <StepNav primary={t('shipper_create.next')} onPrimary={next} />
    </Stack>
  );
}
