import { Box, Button, Heading, IconButton, Input, Stack, Text, Separator, Group } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ErrorNotice } from '../../ui/PageState';
import { FormField } from '../../ui/FormField';
import { Icon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { useT } from '../i18n/intl';
import { getRuntime } from '../runtime';
import { loginWithPassword } from '../session/flows';
import { session } from '../session/store';
import { errorText } from './errorText';

/** Username and password login; the values stay after a failure, and the server's message is shown. */
export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { loading, loginError } = useSnapshot(session);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);
  const sso = getRuntime().config.portal.sso;
  const blank = t('this_field_cannot_be_left_blank');
  const userError = touched && !username.trim() ? blank : null;
  const passError = touched && !password ? blank : null;
  const from = (location.state as { from?: string } | null)?.from;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!username.trim() || !password) return;
    const outcome = await loginWithPassword(username.trim(), password);
    if (outcome.kind === 'home') navigate(from && from.startsWith('/') && !from.startsWith('/login') ? from : '/', { replace: true });
    else if (outcome.kind === 'setup2FA') navigate('/setup2FA-form');
  };

  return (
    <Box display="flex" alignItems="center" justifyContent="center" minH="100dvh" p="4">
      <Box asChild w="full" maxW="sm" bg="bg.panel" p={{ base: 5, md: 8 }} borderRadius="xl" borderWidth="1px" shadow="sm">
        <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <Stack align="center" gap="2">
            <Logo size={48} />
            <Heading as="h1" size="xl" textAlign="center">{t('login.title')}</Heading>
            <Text color="fg.muted" fontSize="sm" textAlign="center">{t('login.subtitle')}</Text>
          </Stack>
          {loginError && <ErrorNotice>{errorText(t, loginError)}</ErrorNotice>}
          <FormField label={t('login.username')} error={userError} required>
            <Input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={255}
              value={username} onChange={(e) => setUsername(e.target.value)} />
          </FormField>
          <FormField label={t('login.password')} error={passError} required>
            <Group attached w="full">
              <Input name="password" type={showPassword ? 'text' : 'password'} autoComplete="current-password" maxLength={255}
                value={password} onChange={(e) => setPassword(e.target.value)} />
              <IconButton type="button" variant="outline" aria-label={showPassword ? t('login.hide_password') : t('login.show_password')}
                aria-pressed={showPassword} onClick={() => setShowPassword((s) => !s)}>
                <Icon name={showPassword ? 'eyeOff' : 'eye'} size={18} />
              </IconButton>
            </Group>
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={loading} loadingText={t('login.submitting')}>
            {t('login.submit')}
          </Button>
          {sso && (
            <>
              <Stack direction="row" align="center" gap="3"><Separator flex="1" /><Text fontSize="sm" color="fg.muted">{t('login.or')}</Text><Separator flex="1" /></Stack>
              <Button asChild variant="outline" size="lg">
                <a href={sso.authorizeUrl}>{t('login.sso')}</a>
              </Button>
            </>
          )}
        </Stack>
        </form>
      </Box>
    </Box>
  );
}
