import type { CountryConfig, Locale } from '../types';
import type { Translate } from './intl';

/**
 * A country's name in the operator's language: from the names written in its config file (a country added by
 * config alone; English when the language is missing), else its catalog message id, else its code.
 */
export function countryName(country: Pick<CountryConfig, 'code' | 'nameId' | 'names'>, locale: Locale, t: Translate): string {
  if (country.names) return country.names[locale] ?? country.names.en;
  if (country.nameId) return t(country.nameId);
  return country.code.toUpperCase();
}
