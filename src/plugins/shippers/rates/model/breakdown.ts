/**
 * The price breakdown the rate calculator shows, from the server's price result, with the fee maths of part 1 §9
 * (the parcel pricing service's cost): delivery and insurance fees each amount plus tax; the total is the total with tax minus the COD
 * fee with its tax (the recipient pays COD); the tax line is the tax inside that total.
 */
import type { CountryConfig } from '@kernel';
import type { ParcelPricing, PriceResult } from '@services';

export interface RateBreakdown {
  deliveryFee: number;
  insuranceFee: number;
  /** COD fee with its tax; not part of the total. */
  codFee: number;
  /** Tax included in the total. */
  tax: number;
  total: number;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

export function rateBreakdown(price: PriceResult, pricing: Pick<ParcelPricing, 'cost'>): RateBreakdown {
  const cost = pricing.cost(price);
  return {
    deliveryFee: cost.deliveryFee,
    insuranceFee: cost.insurance,
    codFee: round2(cost.cod.amount + cost.cod.taxAmount),
    tax: round2(price.total_tax - price.cod_fee.tax_amount),
    total: cost.total,
  };
}

/** Which side of the country's COD rule a COD amount falls on: its percentage, or the minimum fee when higher. */
export interface CodRule {
  percent: number;
  minimumFee: number | null;
  /** The percentage of the COD amount, before the minimum. */
  byPercent: number;
  applied: 'percent' | 'minimum';
}

/** Null where the country has no COD fee (no percent) or there is no COD amount. */
export function codRule(codValue: number, cod: CountryConfig['cod']): CodRule | null {
  if (cod.percent === null || !(codValue > 0)) return null;
  const byPercent = round2((codValue * cod.percent) / 100);
  const applied = cod.minimumFee !== null && byPercent < cod.minimumFee ? 'minimum' : 'percent';
  return { percent: cod.percent, minimumFee: cod.minimumFee, byPercent, applied };
}
