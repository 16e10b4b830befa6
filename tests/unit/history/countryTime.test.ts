// @vitest-environment node
// Times of the event timeline in the country's offset ('DD MMM, hh:mm a'), and the country's calendar day.
import { describe, expect, it } from 'vitest';
import { countryDay, countryDayStart, formatDateTime, shiftDay, isDayString, type CountryConfig } from '../../../src/kernel';
import th from '../../../config/countries/th.json';
import sg from '../../../config/countries/sg.json';
import mm from '../../../config/countries/mm.json';
import ma from '../../../config/countries/ma.json';

const instant = '2026-01-14T03:15:00Z';
const c = (x: unknown) => x as CountryConfig;

describe('event times per country', () => {
  it('shows one instant in each country’s own hour', () => {
    expect(formatDateTime(instant, c(th), 'en')).toBe('14 Jan, 10:15 AM');
    expect(formatDateTime(instant, c(sg), 'en')).toBe('14 Jan, 11:15 AM');
    expect(formatDateTime(instant, c(mm), 'en')).toBe('14 Jan, 09:45 AM');
    expect(formatDateTime(instant, c(ma), 'en')).toBe('14 Jan, 04:15 AM');
  });

  it('crosses midnight by the country, not the device', () => {
    expect(formatDateTime('2026-01-14T16:30:00Z', c(sg), 'en')).toBe('15 Jan, 12:30 AM');
    expect(countryDay('2026-01-14T16:30:00Z', c(sg))).toBe('2026-01-15');
    expect(countryDay('2026-01-14T16:30:00Z', c(th))).toBe('2026-01-14');
  });

  it('starts a country’s day at its midnight', () => {
    expect(countryDayStart('2026-01-15', c(th)).toISOString()).toBe('2026-01-14T17:00:00.000Z');
    expect(countryDayStart('2026-01-15', c(mm)).toISOString()).toBe('2026-01-14T17:30:00.000Z');
  });

  it('moves days across months and reads only real days', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(isDayString('2026-02-29')).toBe(false);
    expect(isDayString('2024-02-29')).toBe(true);
  });
});
