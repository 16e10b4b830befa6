import type { CountryCode, LoadedConfig } from '../types';

/** Real API base URLs can be set per build with VITE_API_BASE_<CC> / VITE_API_BASE_GLOBAL, over config. */
function envBase(key: string): string | undefined {
  const value = (import.meta.env as Record<string, unknown>)[`VITE_API_BASE_${key.toUpperCase()}`];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The global API's base URL (login and other calls that are not per country). */
export function globalBaseUrl(config: LoadedConfig): string {
  return envBase('global') ?? config.portal.api.globalBaseUrl;
}

/** A country's API base URL, or undefined when config names none. */
export function countryBaseUrl(config: LoadedConfig, code: CountryCode): string | undefined {
  return envBase(code) ?? config.countries[code]?.api.baseUrl;
}

/** A base URL as the clients take it: ending with one slash, so a path joins under it. */
export function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}
