/** What every collect endpoint needs: the path's country and the caller's point (401 / 403 otherwise). */
import { countryCaller, type CountryCode, type SimAccount, type SimError } from '@sim/kit';

export type Who = { country: CountryCode; account: SimAccount; refused?: undefined } | { refused: SimError };

export function who(request: Request, params: object): Who {
  const caller = countryCaller(request, params);
  return caller.response ? { refused: caller.response } : { country: caller.country, account: caller.account };
}

export const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
