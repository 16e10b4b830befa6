import type { PortalError } from '../api/errors';
import { normalizeError } from '../api/errors';
import { getRuntime } from '../runtime';
import type { CountryCode, LoginInfo } from '../types';
import { getOn, sendOn } from '../api/callsOn';
import { apiCountry } from '../api/country';
import { resetSession, session, sessionCountry } from './store';
import { logEvent } from '../eventLogHook';
import { clearOperatorDrafts } from '../persist/drafts';
import { clearOperatorOutboxes } from '../offline/waitingAtStart';
import { clearLastCopies } from '../offline/lastCopy';
import { operatorScope } from '../persist/drafts';

/** Error title the logged-in call answers with when two-factor set-up is overdue. */
export const TWO_FA_SETUP_MARKER = 'FB_2FA_NOT_SETUP_GRACE_PERIOD_EXCEEDED';
export const LOGIN_FAILED_MESSAGE_ID = 'login_failed';
export const SSO_LOGIN_FAILED_MESSAGE_ID = 'sso_login_failed';

/** Where a login flow ends; the page decides how to navigate. */
export type LoginOutcome = { kind: 'home' } | { kind: 'setup2FA' } | { kind: 'failed'; error: PortalError };

function fail(error: unknown, fallbackId = LOGIN_FAILED_MESSAGE_ID): LoginOutcome {
  const e = normalizeError(error);
  // A login failure shows the server's message, or the login-specific default rather than the generic one.
  // An invalid-token answer while logging in means the login itself failed, not that the operator must log out.
  const generic = e.invalidToken || (!e.message && e.messageId === 'something_went_wrong');
  const shown: PortalError = generic ? { ...e, message: undefined, messageId: fallbackId, invalidToken: false } : e;
  session.loginError = shown;
  session.loading = false;
  return { kind: 'failed', error: shown };
}

function countryOf(info: LoginInfo): CountryCode | null {
  return sessionCountry({ loginInfo: info, dpInfo: null }, getRuntime().config.portal.countries);
}

/** GET 1.0/dps/logged-in on the point's country client; stores the point or routes to two-factor set-up. */
export async function loadLoggedInInfo(): Promise<LoginOutcome> {
  const info = session.loginInfo;
  const country = info ? countryOf(info) : null;
  if (!info || !country) return fail({ response: { data: { message: undefined } } }, 'country_not_configured');
  session.loading = true;
  try {
    // The point's own country client: the session has no point yet to choose one by.
    const client = (await getRuntime().clients()).country(country);
    session.dpInfo = await getOn(client, '1.0/dps/logged-in', { query: { system_id: apiCountry(country) } });
    session.loading = false;
    session.loginError = null;
    // The copies someone else's expired token left behind are not this operator's to read.
    void clearLastCopies(operatorScope()).catch(() => undefined);
    logEvent('login', { dpId: info.dpId, username: info.username ?? info.oauthEmail ?? '' });
    return { kind: 'home' };
  } catch (error) {
    const e = normalizeError(error);
    if (e.title === TWO_FA_SETUP_MARKER) {
      session.pending2fa = { loginInfo: { ...info } };
      session.loginInfo = null;
      session.loading = false;
      return { kind: 'setup2FA' };
    }
    session.loginInfo = null;
    return fail(e);
  }
}

/** Username and password login (POST 1.0/login on the global client). */
export async function loginWithPassword(username: string, password: string): Promise<LoginOutcome> {
  session.loading = true;
  session.loginError = null;
  try {
    const result = await sendOn((await getRuntime().clients()).global, 'post', '1.0/login', { body: { username, password } });
    const info: LoginInfo = { ...result, username };
    if (!countryOf(info)) return fail({}, 'country_not_configured');
    session.loginInfo = info;
    return await loadLoggedInInfo();
  } catch (error) {
    return fail(error);
  }
}

/** Token login from the identity provider (POST /1.0/login/oauth), with the two-factor status check. */
export async function loginWithToken(accessToken: string, aaaUserId: string): Promise<LoginOutcome> {
  session.loading = true;
  session.loginError = null;
  try {
    const answer = await sendOn((await getRuntime().clients()).global, 'post', '1.0/login/oauth', { body: { accessToken, aaaUserId } });
    const { email, ...result } = answer;
    const info: LoginInfo = { ...result, oauthEmail: email, isEnrolledIn2Sv: !result.isUserNotEnrolledIn2FaAndGracePeriodOver };
    if (!countryOf(info)) return fail({}, 'country_not_configured');
    if (result.isUserNotEnrolledIn2FaAndGracePeriodOver) {
      session.pending2fa = { loginInfo: info };
      session.loading = false;
      return { kind: 'setup2FA' };
    }
    session.loginInfo = info;
    return await loadLoggedInInfo();
  } catch (error) {
    return fail(error, SSO_LOGIN_FAILED_MESSAGE_ID);
  }
}

/** Asks whether the pending user has enrolled in two-step verification; if so, finishes the login. */
export async function recheckTwoFactor(): Promise<LoginOutcome> {
  const pending = session.pending2fa;
  if (!pending) return fail({}, 'two_fa_session_expired');
  session.loading = true;
  try {
    const status = await sendOn((await getRuntime().clients()).global, 'post', '1.0/login/oauth/2fa-status/search', {
      body: { email: pending.loginInfo.oauthEmail ?? pending.loginInfo.username ?? '' },
    });
    if (!status.isEnrolledIn2Sv) return fail({}, 'two_fa_not_enrolled_yet');
    session.pending2fa = null;
    session.loginInfo = { ...pending.loginInfo, isEnrolledIn2Sv: true };
    return await loadLoggedInInfo();
  } catch (error) {
    return fail(error);
  }
}

/**
 * Logout resets all state (the language choice stays). The operator's drafts, queued work and every last copy of a
 * server list go too, unless `keepDrafts`: a token that expired under the operator is not their choice to leave, and
 * their unsent work waits for their next login (the copies for theirs only: another login clears them).
 */
export function logout({ keepDrafts = false }: { keepDrafts?: boolean } = {}): void {
  if (session.loginInfo) logEvent('logout', { dpId: session.loginInfo.dpId });
  // Before the session goes: the drafts are found by this user and point.
  if (!keepDrafts) {
    clearOperatorDrafts();
    if (typeof indexedDB !== 'undefined') void clearOperatorOutboxes().catch(() => undefined);
    // The shelf's last copy and the like hold customers' names and phone numbers: none stays for the next person.
    void clearLastCopies(null).catch(() => undefined);
  }
  resetSession();
}

export function clearLoginError(): void {
  session.loginError = null;
}
