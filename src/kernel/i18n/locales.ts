import { LOCALES, type CountryCode, type CountryConfig, type Locale } from '../types';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The country's default language (spec part 2 §9), from its config file. */
export function defaultLocaleFor(country: CountryCode, countries: Partial<Record<CountryCode, CountryConfig>>, fallback: Locale): Locale {
  return countries[country]?.defaultLanguage ?? fallback;
}

/** Names of the languages in their own script, for the language picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  zh: '中文',
};
