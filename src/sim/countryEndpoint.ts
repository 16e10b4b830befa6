import type { CountryCode } from '../kernel/types';
import { countryParam, requireAccount } from './auth';
import type { SimAccount } from './accounts';
import { notFound, type SimResponse } from './respond';

/** msw path of a country endpoint: `1.0/tracking` → `*\/api/:country/1.0/tracking`. */
export const countryEndpoint = (path: string) => `*/api/:country/${path}`;

export type CountryCaller =
  | { country: CountryCode; account: SimAccount; response?: undefined }
  | { country?: undefined; account?: undefined; response: SimResponse };

/** The path's country and the caller's account: 404 for an unknown country, 401 without a valid token, 403 for another country's token. */
export function countryCaller(request: Request, params: Readonly<Record<string, unknown>>): CountryCaller {
  const country = countryParam(params.country);
  if (!country) return { response: notFound(`Unknown country service ${String(params.country)}.`) };
  const auth = requireAccount(request, country);
  if (auth.response) return { response: auth.response };
  return { country, account: auth.account };
}
