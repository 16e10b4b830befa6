/**
 * What the simulated server knows of each country: the admin config files (phone prefix, postcode length, COD,
 * delivery types, offset, currency) plus the server-side tables the spec leaves open (fees and tax).
 */
import type { CountryCode, CountryConfig, DeliveryType } from '@kernel';
import { simCountry } from '@sim/kit';

export { nationalDigits } from '@sim/kit';

export type SimCountry = Pick<CountryConfig, 'code' | 'phonePrefix' | 'postcodeLength' | 'cod' | 'deliveryTypes' | 'utcOffsetHours' | 'currency'>;

/**
 * The country's file as the simulated server knows it (the shipped ones, and any the portal's config added). An
 * unknown code (the handlers refuse those first) gets a neutral stand-in rather than a crash.
 */
export function countryOf(code: CountryCode): SimCountry {
  return simCountry(code) ?? {
    code, phonePrefix: '+0', postcodeLength: 5, cod: { percent: null, minimumFee: null }, deliveryTypes: ['STANDARD'],
    utcOffsetHours: 0, currency: { code: 'USD', symbol: '$', position: 'before' },
  };
}

interface Fees {
  base: number;
  perKg: number;
  taxPercent: number;
}

/**
 * Delivery fee table (not shown in the spec): base price for the first kg and a price per further started kg, in
 * the country's currency, and the tax rate applied to delivery and insurance fees.
 */
const FEES: Readonly<Partial<Record<CountryCode, Fees>>> = {
  sg: { base: 3.5, perKg: 1, taxPercent: 9 },
  id: { base: 9000, perKg: 4000, taxPercent: 11 },
  th: { base: 35, perKg: 10, taxPercent: 7 },
  my: { base: 5, perKg: 1.5, taxPercent: 6 },
  ph: { base: 85, perKg: 25, taxPercent: 12 },
  vn: { base: 18000, perKg: 5000, taxPercent: 8 },
  mm: { base: 2500, perKg: 1000, taxPercent: 5 },
  ma: { base: 25, perKg: 8, taxPercent: 20 },
};

/** The country's fees; a country added by config alone gets small round numbers in its currency. */
export function feesOf(code: CountryCode): Fees {
  return FEES[code] ?? { base: 5, perKg: 2, taxPercent: 10 };
}

/** EXPRESS costs most, NEXTDAY sits between it and STANDARD. */
export const SPEED_FACTOR: Readonly<Record<DeliveryType, number>> = { STANDARD: 1, NEXTDAY: 1.4, EXPRESS: 2 };

/** The country's delivery type for a client value; NEXT_DAY is accepted for NEXTDAY (spec §4: both are seen). */
export function deliveryTypeOf(country: CountryCode, value: unknown): DeliveryType | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toUpperCase() === 'NEXT_DAY' ? 'NEXTDAY' : value.trim().toUpperCase();
  return countryOf(country).deliveryTypes.find((t) => t === wanted) ?? null;
}

/** Money is kept to 2 decimals at every step, like the server's invoices. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
