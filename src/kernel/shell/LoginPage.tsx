import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useT } from '../i18n/intl';
import { LoginForm } from '../start/LoginForm';
import { getRuntime } from '../runtime';
import { loginWithPassword } from '../session/flows';
import { session } from '../session/store';
import { errorText } from './errorText';

/**
 * The login route inside the running portal (after a log-out): the same form the first screen draws before the
 * portal loads (start/startLoggedOut.tsx). The server's message is shown; the values stay after a failure.
 */
export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const { loading, loginError } = useSnapshot(session);
  const from = (location.state as { from?: string } | null)?.from;

  const submit = async (username: string, password: string) => {
    const outcome = await loginWithPassword(username, password);
    if (outcome.kind === 'home') navigate(from && from.startsWith('/') && !from.startsWith('/login') ? from : '/', { replace: true });
    else if (outcome.kind === 'setup2FA') navigate('/setup2FA-form');
  };

  return (
    <div className="lg-page">
      <LoginForm t={t} ssoUrl={getRuntime().config.portal.sso?.authorizeUrl} busy={loading}
        error={loginError ? errorText(t, loginError) : null} onSubmit={(u, p) => void submit(u, p)} />
    </div>
  );
}
