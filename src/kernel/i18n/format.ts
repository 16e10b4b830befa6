import type { CountryConfig, Locale } from '../types';

/** Money with 2 decimals and thousands separators; symbol before or currency code after, as the country says. */
export function formatMoney(amount: number, country: CountryConfig, locale: Locale): string {
  const n = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return country.currency.position === 'before' ? `${country.currency.symbol}${n}` : `${n} ${country.currency.code}`;
}

/** A date and time in the country's UTC offset (not the device's), e.g. for event timelines. */
export function formatDateTime(date: Date | string | number, country: CountryConfig, locale: Locale, opts: Intl.DateTimeFormatOptions = {}): string {
  const ms = new Date(date).getTime();
  const shifted = new Date(ms + country.utcOffsetHours * 3_600_000);
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', hour12: true, ...opts, timeZone: 'UTC',
  }).format(shifted);
}
