import { Button, Center, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorNotice, Loading } from '../../ui/PageState';
import { useT } from '../i18n/intl';
import { loginWithToken } from '../session/flows';

/** Where the identity provider sends the operator back: the token login, then home or two-factor set-up. */
export default function ValidateLoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [missing, setMissing] = useState(false);
  const started = useRef(false);
  const token = params.get('access_token');
  const user = params.get('aaa_user_id') ?? '';

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setMissing(true);
      return;
    }
    void loginWithToken(token, user).then((outcome) => {
      if (outcome.kind === 'home') navigate('/', { replace: true });
      else if (outcome.kind === 'setup2FA') navigate('/setup2FA-form', { replace: true });
      else navigate('/login', { replace: true });
    });
  }, [token, user, navigate]);

  return (
    <Center minH="100dvh" p="4">
      {missing ? (
        <Stack gap="4" maxW="sm">
          <ErrorNotice>{t('validate_login.missing_token')}</ErrorNotice>
          <Button asChild colorPalette="brand"><RouterLink to="/login">{t('validate_login.back')}</RouterLink></Button>
        </Stack>
      ) : (
        <Loading label={t('validate_login.title')} />
      )}
    </Center>
  );
}
