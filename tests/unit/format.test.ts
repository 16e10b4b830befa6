import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from '../../src/kernel/i18n/format';
import type { CountryCode, CountryConfig } from '../../src/kernel/types';

function country(code: CountryCode): CountryConfig {
  return JSON.parse(readFileSync(`config/countries/${code}.json`, 'utf8')) as CountryConfig;
}

const sg = country('sg');
const vn = country('vn');
const mm = country('mm');
const ma = country('ma');

describe('formatMoney', () => {
  it('Singapore: symbol before, 2 decimals, thousands separators', () => {
    expect(formatMoney(1234.5, sg, 'en')).toBe('S$1,234.50');
    expect(formatMoney(1234567.891, sg, 'en')).toBe('S$1,234,567.89');
  });

  it('always 2 decimals, also for whole and tiny amounts', () => {
    expect(formatMoney(0, sg, 'en')).toBe('S$0.00');
    expect(formatMoney(7, sg, 'en')).toBe('S$7.00');
    expect(formatMoney(0.005, sg, 'en')).toBe('S$0.01');
  });

  it('Vietnam: currency code after the amount', () => {
    expect(formatMoney(1234567, vn, 'en')).toBe('1,234,567.00 VND');
  });

  it("separators follow the operator's language", () => {
    expect(formatMoney(1234567, vn, 'vi')).toBe('1.234.567,00 VND');
    expect(formatMoney(1234.5, ma, 'fr').replace(/\s/g, ' ')).toBe('1 234,50 MAD');
  });
});

describe('formatDateTime', () => {
  const savedTz = process.env.TZ;
  beforeEach(() => {
    // The machine is somewhere else entirely: only the country's offset may count.
    process.env.TZ = 'America/Los_Angeles';
  });
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it("uses the country's offset, not the machine's: midnight UTC is 06:30 in Myanmar (+6.5)", () => {
    expect(new Date('2026-01-01T00:00:00Z').getTimezoneOffset()).toBe(480); // the machine is at UTC-8 here
    const text = formatDateTime('2026-01-01T00:00:00Z', mm, 'en');
    expect(text).toContain('06:30');
    expect(text).toMatch(/AM/);
    expect(text).toMatch(/\b01\b/);
    expect(text).toContain('Jan');
  });

  it('rolls over to the next day where the country already is', () => {
    const text = formatDateTime('2026-01-01T20:15:00Z', sg, 'en');
    expect(text).toMatch(/\b02\b/);
    expect(text).toContain('Jan');
    expect(text).toContain('04:15 AM');
  });

  it("English shows the spec's 'DD MMM, hh:mm a' (day before month)", () => {
    expect(formatDateTime('2026-01-01T20:15:00Z', sg, 'en')).toBe('02 Jan, 04:15 AM');
  });

  it('accepts a Date and epoch milliseconds alike', () => {
    const ms = Date.UTC(2026, 5, 30, 23, 59);
    expect(formatDateTime(new Date(ms), sg, 'en')).toBe(formatDateTime(ms, sg, 'en'));
    const text = formatDateTime(ms, sg, 'en');
    expect(text).toMatch(/\b01\b/);
    expect(text).toContain('Jul');
    expect(text).toContain('07:59 AM');
  });

  it('Morocco (+1) in French', () => {
    const text = formatDateTime('2026-03-10T12:00:00Z', ma, 'fr');
    expect(text).toContain('10');
    expect(text).toContain('mars');
    expect(text).toMatch(/01:00/);
  });
});
