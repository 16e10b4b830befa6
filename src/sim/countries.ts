import type { CountryCode, CountryConfig } from '../kernel/types';

// The shipped country files: the simulator serves these even before the portal hands it the loaded config (unit
// tests of handlers alone).
const shipped = import.meta.glob<CountryConfig>('../../config/countries/*.json', { eager: true, import: 'default' });

const countries = new Map<CountryCode, CountryConfig>(Object.values(shipped).map((c) => [c.code, c]));

/**
 * The countries of the config the portal loaded: a country added by config alone is served from here on, with
 * demo data made from its file (accounts.ts, zones.ts and each plugin's seeds).
 */
export function setSimCountries(list: Readonly<Record<string, CountryConfig | undefined>>): void {
  for (const c of Object.values(list)) if (c) countries.set(c.code, c);
}

/** Every country the simulated server knows. */
export function simCountryCodes(): CountryCode[] {
  return [...countries.keys()];
}

export function simCountry(code: CountryCode): CountryConfig | undefined {
  return countries.get(code);
}

// Seeded ids carry a small number per country so they never collide between countries; the shipped countries
// keep the numbers their seeds were written with.
const SHIPPED_INDEX: Readonly<Record<string, number>> = { sg: 1, id: 2, th: 3, my: 4, ph: 5, vn: 6, mm: 7, ma: 8 };

/** 1 to 8 for the shipped countries; 10 to 89 for others, from the code's letters (the same on every run). */
export function countryIndex(code: CountryCode): number {
  const known = SHIPPED_INDEX[code];
  if (known !== undefined) return known;
  const n = (code.charCodeAt(0) - 97) * 26 + (code.charCodeAt(1) - 97);
  return 10 + (((n % 80) + 80) % 80);
}

/** Whether the simulator has hand-written demo data for the country (else it makes it from the config file). */
export function isShippedCountry(code: CountryCode): boolean {
  return SHIPPED_INDEX[code] !== undefined;
}
