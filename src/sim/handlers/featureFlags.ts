import { countryParam, requireAccount } from '../auth';
import { globalHttp } from '../openapiHttp';
import { getRemoteFlags } from '../remoteFlags';
import { badRequest, ok } from '../respond';

/** GET 1.0/feature-flags?country=..: the remote overrides for a country (none unless setRemoteFlags was used). */
export const featureFlags = globalHttp.get('/1.0/feature-flags', ({ request, query }) => {
  const auth = requireAccount(request);
  if (auth.response) return auth.response;
  const country = countryParam(query.get('country')?.toLowerCase());
  if (!country) return badRequest('country must be one of the served country codes.');
  return ok(getRemoteFlags(country));
});
