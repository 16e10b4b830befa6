/** What every collect endpoint needs: the path's country and the caller's point (401 / 403 otherwise). */
import { countryParam, notFound, requireAccount, type CountryCode, type SimAccount, type SimResponse } from '@sim/kit';

/** msw path of a country endpoint: `1.0/x` → `*\/api/:country/1.0/x`. */
export const onCountry = (path: string) => `*/api/:country/${path}`;

export type Who = { country: CountryCode; account: SimAccount; refused?: undefined } | { refused: SimResponse };

export function who(request: Request, params: Readonly<Record<string, unknown>>): Who {
  const country = countryParam(params.country);
  if (!country) return { refused: notFound(`Unknown country service ${String(params.country)}.`) };
  const auth = requireAccount(request, country);
  return auth.response ? { refused: auth.response } : { country, account: auth.account };
}

export const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
