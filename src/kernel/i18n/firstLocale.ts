import { session } from '../session/store';
import type { Locale } from '../types';
import { isLocale } from './locales';

/**
 * The language to start fetching before config/ is read: the operator's choice, else the browser's. Start-up then
 * switches to the point's or the portal's default when there was no choice (App.tsx activeLocale).
 */
export function firstLocale(): Locale {
  if (session.locale) return session.locale;
  const nav = (navigator.language || 'en').slice(0, 2).toLowerCase();
  return isLocale(nav) ? nav : 'en';
}
