import { http } from 'msw';
import { countryParam, requireAccount } from '../auth';
import { badRequest, fail, notFound, ok } from '../respond';
import { isEnrolled } from '../twoFactor';

/** GET 1.0/dps/logged-in?system_id=..: the token's point, or 403 while its user's two-factor set-up is overdue. */
export const loggedIn = http.get('*/api/:country/1.0/dps/logged-in', ({ request, params }) => {
  const country = countryParam(params.country);
  if (!country) return notFound(`Unknown country service ${String(params.country)}.`);
  const auth = requireAccount(request, country);
  if (auth.response) return auth.response;
  const systemId = new URL(request.url).searchParams.get('system_id');
  if (systemId !== null && systemId.trim().toLowerCase() !== country) return badRequest(`system_id ${systemId} does not match this service.`);
  if (!isEnrolled(auth.account)) {
    return fail(403, 'FB_2FA_NOT_SETUP_GRACE_PERIOD_EXCEEDED', 'FB_2FA_NOT_SETUP_GRACE_PERIOD_EXCEEDED', 'Two-factor set-up required');
  }
  return ok(structuredClone(auth.account.dp));
});
