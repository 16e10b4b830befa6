import type { CountryConfig, Locale } from '../types';

// One formatter per language: making an Intl.NumberFormat costs far more than formatting with it.
const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** Money with 2 decimals and thousands separators; symbol before or currency code after, as the country says. */
export function formatMoney(amount: number, country: CountryConfig, locale: Locale): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(locale, format);
  }
  const n = format.format(amount);
  return country.currency.position === 'before' ? `${country.currency.symbol}${n}` : `${n} ${country.currency.code}`;
}

// The same for dates: a list of 10,000 parcels formats a row's time each time it scrolls into view.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The date shifted so that formatting it in UTC shows the country's wall-clock time. */
function inCountryTime(date: Date | string | number, country: CountryConfig): Date {
  return new Date(new Date(date).getTime() + country.utcOffsetHours * 3_600_000);
}

/**
 * A date and time in the country's UTC offset (not the device's) in the spec's order 'DD MMM, hh:mm a'
 * (e.g. '02 Jan, 04:15 AM'), with month names and day periods in the operator's language.
 */
export function formatDateTime(date: Date | string | number, country: CountryConfig, locale: Locale, opts: { seconds?: boolean } = {}): string {
  const key = `${locale}|${opts.seconds ? 's' : ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', second: opts.seconds ? '2-digit' : undefined, hour12: true, timeZone: 'UTC',
    });
    dateTimeFormats.set(key, format);
  }
  const parts = format.formatToParts(inCountryTime(date, country));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = [part('hour'), part('minute'), ...(opts.seconds ? [part('second')] : [])].join(':');
  return `${part('day')} ${part('month')}, ${time} ${part('dayPeriod')}`.trim();
}
