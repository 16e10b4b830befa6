/**
 * The price of one parcel (POST 2.2/shippers/{id}/price and the pricing_info of created orders):
 * - delivery: (base + per kg × every started kg after the first) × speed factor, plus the country's tax;
 * - insurance: 0.5 % of the insured value, plus the same tax;
 * - COD: max(cod.percent % of the COD value, cod.minimumFee) from config/countries/<cc>.json, taxed at
 *   cod.taxPercent (0 today); no fee when the percent is null or there is no COD value.
 * Every part is rounded to 2 decimals; total_tax sums the taxes and total_with_tax every amount and tax.
 */
import type { CountryCode, DeliveryType } from '@kernel';
import type { FeePart, PricingInfo } from '../api/types';
import { countryOf, feesOf, round2, SPEED_FACTOR } from './countries';

export interface PriceInput {
  deliveryType: DeliveryType;
  weight: number;
  insuredValue: number;
  codValue: number;
}

const INSURANCE_RATE = 0.005;

function part(amount: number, taxPercent: number): FeePart {
  const rounded = round2(amount);
  return { amount: rounded, tax_amount: round2((rounded * taxPercent) / 100) };
}

export function priceOf(country: CountryCode, input: PriceInput): PricingInfo {
  const { base, perKg, taxPercent } = feesOf(country);
  const extraKg = Math.max(0, Math.ceil(input.weight) - 1);
  const delivery = part((base + perKg * extraKg) * SPEED_FACTOR[input.deliveryType], taxPercent);
  const insurance = input.insuredValue > 0 ? part(input.insuredValue * INSURANCE_RATE, taxPercent) : part(0, 0);
  const { percent, minimumFee, taxPercent: codTax } = countryOf(country).cod;
  const cod = percent !== null && input.codValue > 0
    ? part(Math.max((input.codValue * percent) / 100, minimumFee ?? 0), codTax ?? 0)
    : part(0, 0);
  const handling = part(0, 0);
  const parts = [delivery, insurance, cod, handling];
  const totalTax = round2(parts.reduce((sum, p) => sum + p.tax_amount, 0));
  return {
    delivery_fee: delivery,
    insurance_fee: insurance,
    cod_fee: cod,
    handling_fee: handling,
    total_tax: totalTax,
    total_with_tax: round2(parts.reduce((sum, p) => sum + p.amount, 0) + totalTax),
  };
}

/** Postcodes of only 9s make pricing fail (a seeded failure: 'Fetching price failed'). */
export function isPriceFailurePostcode(postcode: unknown): boolean {
  return typeof postcode === 'string' && /^9+$/.test(postcode.trim());
}

export const PRICE_FAILED_MESSAGE = 'Fetching price failed';
