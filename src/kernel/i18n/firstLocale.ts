import { session, sessionCountry } from '../session/store';
import type { LoadedConfig, Locale } from '../types';
import { isLocale } from './locales';

/**
 * The language to start fetching before config/ is read: the operator's choice, else the browser's. Start-up then
 * switches to the point's or the portal's default when there was no choice (portalLocale below).
 */
export function firstLocale(): Locale {
  if (session.locale) return session.locale;
  const nav = (navigator.language || 'en').slice(0, 2).toLowerCase();
  return isLocale(nav) ? nav : 'en';
}

/** The language the portal shows: the operator's choice, else the point's country default, else the portal default. */
export function portalLocale(config: Pick<LoadedConfig, 'portal' | 'countries'>): Locale {
  if (session.locale) return session.locale;
  const country = sessionCountry(session, config.portal.countries);
  return (country && config.countries[country]?.defaultLanguage) || config.portal.defaultLanguage;
}
