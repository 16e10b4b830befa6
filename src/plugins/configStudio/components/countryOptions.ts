import { countryName, type LoadedConfig, type Locale, type Translate } from '@kernel';
import type { SelectOption } from '@ui';

/** The countries of a config set, by name in the page's language and code. */
export function countryOptions(config: LoadedConfig, locale: Locale, t: Translate): SelectOption[] {
  return config.portal.countries.map((code) => {
    const country = config.countries[code];
    return { value: code, label: country ? `${countryName(country, locale, t)} (${code})` : code };
  });
}
