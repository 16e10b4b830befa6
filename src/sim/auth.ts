import type { CountryCode } from '../kernel/types';
import { simCountry } from './countries';
import { findAccount, type SimAccount } from './accounts';
import { fail, invalidToken, type SimError } from './respond';
import { readToken } from './tokens';

export type AuthResult = { account: SimAccount; response?: undefined } | { account?: undefined; response: SimError };

/** The path's country, or null for anything that is not a country the simulator serves (including 'global'). */
export function countryParam(value: unknown): CountryCode | null {
  return typeof value === 'string' && simCountry(value) ? value : null;
}

/**
 * The account behind the request's bearer token. A missing, unreadable or expired token is 401; a token of
 * another country's point on a country endpoint is 403, as the real per-country servers refuse foreign tokens.
 */
export function requireAccount(request: Request, country?: CountryCode): AuthResult {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  const username = match?.[1] ? readToken(match[1]) : null;
  const account = username ? findAccount(username) : undefined;
  if (!account) return { response: invalidToken() };
  if (country && account.country !== country) {
    return {
      response: fail(403, 'FORBIDDEN', 'FORBIDDEN', `This account belongs to ${account.country.toUpperCase()} and cannot use the ${country.toUpperCase()} service.`),
    };
  }
  return { account };
}
