// Phone numbers as the simulated server compares them.
import type { CountryCode } from '../kernel/types';
import { simCountry } from './countries';

/**
 * The national digits of a phone number: the country prefix (when the number is written internationally, or is
 * long enough to carry it) and leading zeros dropped. A '+' in a query string arrives as a space, so a leading
 * space counts as international too.
 */
export function nationalDigits(country: CountryCode, raw: string): string {
  const prefix = (simCountry(country)?.phonePrefix ?? '+0').replace(/\D/g, '');
  const international = /^\s*(\+|00)/.test(raw) || /^ +\d/.test(raw);
  let digits = raw.replace(/\D/g, '');
  if (/^\s*00/.test(raw)) digits = digits.slice(2);
  if ((international || digits.length >= prefix.length + 8) && digits.startsWith(prefix)) digits = digits.slice(prefix.length);
  return digits.replace(/^0+/, '');
}
