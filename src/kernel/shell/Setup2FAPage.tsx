import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ErrorNotice } from '../../ui/PageState';
import { Logo } from '../../ui/Logo';
import { useT } from '../i18n/intl';
import { getRuntime } from '../runtime';
import { recheckTwoFactor } from '../session/flows';
import { session } from '../session/store';
import { errorText } from './errorText';

/** Two-step verification must be set up: a link to the identity provider's enrolment page, then a re-check. */
export default function Setup2FAPage() {
  const t = useT();
  const navigate = useNavigate();
  const { pending2fa, loading, loginError } = useSnapshot(session);
  const enrolmentUrl = getRuntime().config.portal.sso?.enrolmentUrl;
  return (
    <Box display="flex" alignItems="center" justifyContent="center" minH="100dvh" p="4">
      <Stack gap="5" w="full" maxW="md" bg="bg.panel" p={{ base: 5, md: 8 }} borderRadius="xl" borderWidth="1px">
        <Logo size={44} />
        <Heading as="h1" size="xl">{t('two_fa.title')}</Heading>
        {!pending2fa ? (
          <>
            <ErrorNotice>{t('two_fa_session_expired')}</ErrorNotice>
            <Button asChild colorPalette="brand"><RouterLink to="/login">{t('validate_login.back')}</RouterLink></Button>
          </>
        ) : (
          <>
            <Text>{t('two_fa.body')}</Text>
            {loginError && <ErrorNotice>{errorText(t, loginError)}</ErrorNotice>}
            {enrolmentUrl && (
              <Button asChild variant="outline">
                <a href={enrolmentUrl} target="_blank" rel="noopener noreferrer">{t('two_fa.open_enrolment')}</a>
              </Button>
            )}
            <Button colorPalette="brand" loading={loading} onClick={async () => {
              const outcome = await recheckTwoFactor();
              if (outcome.kind === 'home') navigate('/', { replace: true });
            }}>
              {t('two_fa.done')}
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
}
