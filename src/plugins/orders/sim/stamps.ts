/** Which stamp and pack ids are used: the seeded used stamp, plus every one an order of this session took. */
import type { CountryCode } from '@kernel';
import { normalId, SEEDED_USED_STAMP } from './ids';
import { countryKey, sim } from './state';

export function isStampUsed(country: CountryCode, stampId: string): boolean {
  return normalId(stampId) === SEEDED_USED_STAMP || sim.usedStamps.has(countryKey(country, stampId));
}

export function isPackUsed(country: CountryCode, packId: string): boolean {
  return sim.usedPacks.has(countryKey(country, packId));
}
