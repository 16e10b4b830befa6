import { countryParam, requireAccount } from '../auth';
import { countryHttp } from '../openapiHttp';
import { badRequest, fail, notFound, ok } from '../respond';
import { isEnrolled } from '../twoFactor';

/** GET 1.0/dps/logged-in?system_id=..: the token's point, or 403 while its user's two-factor set-up is overdue. */
export const loggedIn = countryHttp.get('/1.0/dps/logged-in', ({ request, params, query }) => {
  const given = (params as { country?: unknown }).country;
  const country = countryParam(given);
  if (!country) return notFound(`Unknown country service ${String(given)}.`);
  const auth = requireAccount(request, country);
  if (auth.response) return auth.response;
  const systemId: string | null = query.get('system_id');
  if (systemId !== null && systemId.trim().toLowerCase() !== country) return badRequest(`system_id ${systemId} does not match this service.`);
  if (!isEnrolled(auth.account)) {
    return fail(403, 'FB_2FA_NOT_SETUP_GRACE_PERIOD_EXCEEDED', 'FB_2FA_NOT_SETUP_GRACE_PERIOD_EXCEEDED', 'Two-factor set-up required');
  }
  return ok(structuredClone(auth.account.dp));
});
