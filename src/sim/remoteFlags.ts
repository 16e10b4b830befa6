import type { CountryCode, FlagSet } from '../kernel/types';

/** Overrides the remote flag service answers per country; empty by default so config/flags decides. */
const overrides = new Map<CountryCode, FlagSet>();

/** Lets a test or the dev panel change what GET 1.0/feature-flags answers for a country. */
export function setRemoteFlags(country: CountryCode, flags: FlagSet): void {
  overrides.set(country, { ...flags });
}

export function getRemoteFlags(country: CountryCode): FlagSet {
  return { ...(overrides.get(country) ?? {}) };
}

export function resetRemoteFlags(): void {
  overrides.clear();
}
