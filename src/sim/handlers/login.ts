import type { LoginResult } from '../../kernel/types';
import { findAccount, SSO_TOKENS, type SimAccount } from '../accounts';
import { globalHttp } from '../openapiHttp';
import { badRequest, fail, invalidToken, jsonBody, ok } from '../respond';
import { issueToken } from '../tokens';
import { isEnrolled } from '../twoFactor';

function loginResult(account: SimAccount, notEnrolledAndOverdue: boolean): LoginResult {
  const { token, expiresAt } = issueToken(account.username);
  return {
    accessToken: token,
    active: true,
    admin: false,
    dpId: account.dp.id,
    dpName: account.dp.name,
    dpPartnerId: account.dp.partnerId,
    dpUserId: account.userId,
    expirationDate: new Date(expiresAt).toISOString(),
    systemId: account.country,
    isUserNotEnrolledIn2FaAndGracePeriodOver: notEnrolledAndOverdue,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** POST 1.0/login: username and password. */
export const passwordLogin = globalHttp.post('/1.0/login', async ({ request }) => {
  const body = await jsonBody(request);
  const username = text(body?.username).trim();
  const password = text(body?.password);
  if (!username || !password) return badRequest('Username and password are required.');
  const account = findAccount(username);
  // Token-only users have no password; the answer does not tell which of the two was wrong.
  if (!account || account.password === null || account.password !== password) {
    return fail(400, 'LOGIN_FAILED', 'LOGIN_FAILED', 'Invalid username or password.');
  }
  // Password users learn about overdue two-factor from the logged-in call (403), as the real server does.
  return ok(loginResult(account, false));
});

/** POST 1.0/login/oauth: the identity provider's token; the answer also tells whether two-factor is overdue. */
export const tokenLogin = globalHttp.post('/1.0/login/oauth', async ({ request }) => {
  const body = await jsonBody(request);
  const accessToken = text(body?.accessToken).trim();
  if (!accessToken) return badRequest('accessToken is required.');
  const username = SSO_TOKENS[accessToken];
  const account = username ? findAccount(username) : undefined;
  if (!account) return invalidToken();
  return ok({ ...loginResult(account, !isEnrolled(account)), email: account.email });
});
