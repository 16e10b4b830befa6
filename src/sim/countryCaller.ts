import type { CountryCode } from '../kernel/types';
import { countryParam, requireAccount } from './auth';
import type { SimAccount } from './accounts';
import { notFound, type SimError } from './respond';

export type CountryCaller =
  | { country: CountryCode; account: SimAccount; response?: undefined }
  | { country?: undefined; account?: undefined; response: SimError };

/**
 * The path's country and the caller's account: 404 for an unknown country, 401 without a valid token, 403 for another
 * country's token. The country is the base URL's `:country`, which the document's params do not list (a typed
 * handler's params type has only the operation's own).
 */
export function countryCaller(request: Request, params: object): CountryCaller {
  const given = (params as { country?: unknown }).country;
  const country = countryParam(given);
  if (!country) return { response: notFound(`Unknown country service ${String(given)}.`) };
  const auth = requireAccount(request, country);
  if (auth.response) return { response: auth.response };
  return { country, account: auth.account };
}
