import { proxy, subscribe } from 'valtio';
import type { PortalError } from '../api/errors';
import type { CountryCode, DpInfo, FlagSet, Locale, LoginInfo } from '../types';
import { onInvalidToken } from '../api/invalidToken';
import { isLocale } from '../i18n/locales';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** A modal the shell shows over any page. */
export type ShellModal =
  | { kind: 'error'; error: PortalError; titleId?: string }
  | { kind: 'info'; titleId: string; messageId: string; /** Route id to open after the modal. */ redirectTo?: string };

export interface SessionState {
  loginInfo: LoginInfo | null;
  dpInfo: DpInfo | null;
  loading: boolean;
  loginError: PortalError | null;
  /** Chosen language; null means the country's default. */
  locale: Locale | null;
  /** Flags from the remote flag service, over config/flags. */
  remoteFlags: FlagSet;
  modal: ShellModal | null;
  /** A token login waiting for two-factor set-up. */
  pending2fa: { loginInfo: LoginInfo } | null;
}

function initial(): SessionState {
  const storedLocale = readStored<string>(STORAGE_KEYS.locale);
  return {
    loginInfo: readStored<LoginInfo>(STORAGE_KEYS.loginInfo),
    dpInfo: readStored<DpInfo>(STORAGE_KEYS.partnerInfo),
    loading: false,
    loginError: null,
    locale: isLocale(storedLocale) ? storedLocale : null,
    remoteFlags: {},
    modal: null,
    pending2fa: null,
  };
}

/** The session store: who is logged in, at which point, in which language. */
export const session = proxy<SessionState>(initial());

// The token the server refused (a 401). The session stays in memory behind 'Please log out and log in again', but is
// no longer kept: a reload starts logged out. The operator's drafts and unsent work are kept under their name and point,
// as at any log-out the token forced, for their next login.
let refusedToken: string | null = null;

function keep(): void {
  const refused = session.loginInfo !== null && session.loginInfo.accessToken === refusedToken;
  writeStored(STORAGE_KEYS.loginInfo, refused ? null : session.loginInfo);
  writeStored(STORAGE_KEYS.partnerInfo, refused ? null : session.dpInfo);
  writeStored(STORAGE_KEYS.locale, session.locale);
}

subscribe(session, keep);

// Any client's 401 for the logged-in token drops the stored credentials at once, not when Log out is pressed.
onInvalidToken(() => {
  const token = session.loginInfo?.accessToken;
  if (!token) return;
  refusedToken = token;
  keep();
});

/** Logout: every piece of state back to its start; the language choice stays. */
export function resetSession(): void {
  refusedToken = null;
  const locale = session.locale;
  Object.assign(session, { ...initial(), loginInfo: null, dpInfo: null, locale });
  writeStored(STORAGE_KEYS.loginInfo, null);
  writeStored(STORAGE_KEYS.partnerInfo, null);
}

/** Valid only with a shipper id and an expiration date in the future (spec part 2 §3). */
export function isSessionValid(s: Pick<SessionState, 'loginInfo' | 'dpInfo'>, now: number = Date.now()): boolean {
  if (!s.loginInfo?.accessToken || !s.dpInfo) return false;
  if (s.dpInfo.shipperId === null || s.dpInfo.shipperId === undefined) return false;
  const exp = Date.parse(s.loginInfo.expirationDate);
  return Number.isFinite(exp) && exp > now;
}

/** The country of the logged-in point (its system id), or null when logged out or unknown. */
export function sessionCountry(s: Pick<SessionState, 'loginInfo' | 'dpInfo'>, known: readonly CountryCode[]): CountryCode | null {
  const raw = (s.dpInfo?.systemId ?? s.loginInfo?.systemId ?? '').toLowerCase();
  return (known as readonly string[]).includes(raw) ? (raw as CountryCode) : null;
}
