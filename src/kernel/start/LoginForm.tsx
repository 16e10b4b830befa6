import { useState, type FormEvent } from 'react';
import { Icon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { FIELD_LIMITS, lengthProblem } from '../../ui/textLength';
import type { Translate } from '../i18n/intl';
import './login.css';

export interface LoginFormProps {
  t: Translate;
  /** The identity provider's login page, when the portal offers SSO. */
  ssoUrl?: string | null;
  busy: boolean;
  /** The failed login's text, shown above the fields. */
  error?: string | null;
  onSubmit: (username: string, password: string) => void;
}

/**
 * The login form, in plain elements and one small style sheet rather than the design system: it is the first screen
 * of every shift, drawn before the rest of the portal has loaded. The values stay after a failed login. Neither field
 * cuts what is pasted: a name or password over the spec's 255 characters says so at once and is not sent.
 */
export function LoginForm({ t, ssoUrl, busy, error, onSubmit }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);
  const blank = t('this_field_cannot_be_left_blank');
  const userLong = lengthProblem(username.trim(), FIELD_LIMITS.text);
  const passLong = lengthProblem(password, FIELD_LIMITS.text);
  const userError = userLong ? t(userLong) : touched && !username.trim() ? blank : null;
  const passError = passLong ? t(passLong) : touched && !password ? blank : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (busy || !username.trim() || !password || userLong || passLong) return;
    onSubmit(username.trim(), password);
  };

  return (
    <form className="lg-card" onSubmit={submit} noValidate>
      <div className="lg-head">
        <Logo size={48} />
        <h1>{t('login.title')}</h1>
        <p>{t('login.subtitle')}</p>
      </div>
      {error && <div className="lg-alert" role="alert"><Icon name="alert" size={18} />{error}</div>}
      <div className="lg-field">
        <label htmlFor="login-username">{t('login.username')}<span aria-hidden="true"> *</span></label>
        <input id="login-username" name="username" autoComplete="username" autoCapitalize="none" spellCheck={false}
          required aria-invalid={userError ? true : undefined}
          aria-describedby={userError ? 'login-username-error' : undefined}
          value={username} onChange={(e) => setUsername(e.target.value)} />
        {userError && <p className="lg-error" id="login-username-error" role="alert">{userError}</p>}
      </div>
      <div className="lg-field">
        <label htmlFor="login-password">{t('login.password')}<span aria-hidden="true"> *</span></label>
        <div className="lg-group">
          <input id="login-password" name="password" type={showPassword ? 'text' : 'password'} autoComplete="current-password"
            required aria-invalid={passError ? true : undefined}
            aria-describedby={passError ? 'login-password-error' : undefined}
            value={password} onChange={(e) => setPassword(e.target.value)} />
          <button type="button" className="lg-eye" aria-label={showPassword ? t('login.hide_password') : t('login.show_password')}
            aria-pressed={showPassword} onClick={() => setShowPassword((s) => !s)}>
            <Icon name={showPassword ? 'eyeOff' : 'eye'} size={18} />
          </button>
        </div>
        {passError && <p className="lg-error" id="login-password-error" role="alert">{passError}</p>}
      </div>
      <button type="submit" className="lg-submit" aria-disabled={busy || undefined} data-busy={busy || undefined}>
        {busy && <span className="lg-spinner" aria-hidden="true" />}
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      {ssoUrl && (
        <>
          <div className="lg-or"><span>{t('login.or')}</span></div>
          <a className="lg-sso" href={ssoUrl}>{t('login.sso')}</a>
        </>
      )}
    </form>
  );
}
