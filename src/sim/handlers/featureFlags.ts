import { http } from 'msw';
import { countryParam, requireAccount } from '../auth';
import { getRemoteFlags } from '../remoteFlags';
import { badRequest, ok } from '../respond';

/** GET 1.0/feature-flags?country=..: the remote overrides for a country (none unless setRemoteFlags was used). */
export const featureFlags = http.get('*/api/global/1.0/feature-flags', ({ request }) => {
  const auth = requireAccount(request);
  if (auth.response) return auth.response;
  const country = countryParam(new URL(request.url).searchParams.get('country')?.toLowerCase());
  if (!country) return badRequest('country must be one of the served country codes.');
  return ok(getRemoteFlags(country));
});
