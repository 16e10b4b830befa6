import { findAccountByEmailOrUsername } from '../accounts';
import { requireAccount } from '../auth';
import { globalHttp } from '../openapiHttp';
import { badRequest, jsonBody, notFound, ok } from '../respond';
import { checkEnrolment } from '../twoFactor';

/**
 * POST 1.0/login/oauth/2fa-status/search {email}. Pending users answer false once, then true; everyone else is
 * enrolled. Password users without an e-mail are looked up by username, which is what the portal sends them as.
 */
export const twoFactorStatus = globalHttp.post('/1.0/login/oauth/2fa-status/search', async ({ request }) => {
  const auth = requireAccount(request);
  if (auth.response) return auth.response;
  const body = await jsonBody(request);
  const email = typeof body?.email === 'string' ? body.email.trim() : '';
  if (!email) return badRequest('email is required.');
  const account = findAccountByEmailOrUsername(email);
  if (!account) return notFound(`No user with e-mail ${email}.`);
  return ok({ isEnrolledIn2Sv: checkEnrolment(account) });
});
