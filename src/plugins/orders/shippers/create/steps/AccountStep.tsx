import { Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { usePortal, useT, type FormSpec } from '../../../../../kernel';
import { ConfigFields } from '../form/ConfigFields';
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
  const onChange = useCallback((name: string, value: string) => { signup.account[name] = value; }, []);

  const next = () => {
    if (!refuseNext(spec, ID, errors)) signup.step = 'COD_SETTING';
  };

  return (
    <Stack gap="5">
      <ConfigFields spec={spec} value={snap.account} errors={errors} showAll={snap.showAllErrors} onChange={onChange}
        phonePrefix={country.phonePrefix} idPrefix={ID} />
      {snap.showAllErrors && count > 0 && <Text role="status" color="red.700">{t('shipper_create.fix_errors', { count })}</Text>}
      <StepNav primary={t('shipper_create.next')} onPrimary={next} />
    </Stack>
  );
}
