import type { CountryConfig } from '@kernel';
import type { ParcelCost, PriceResult } from '@services';

export type { ParcelCost };

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * Part 1 §9: delivery and insurance fees each equal amount plus tax; the total shown equals total with tax minus the
 * COD fee with its tax.
 */
export function costFromPrice(price: PriceResult): ParcelCost {
  const codWithTax = price.cod_fee.amount + price.cod_fee.tax_amount;
  const insurance = price.insurance_fee.amount + price.insurance_fee.tax_amount;
  return {
    total: round2(price.total_with_tax - codWithTax),
    totalWithTax: round2(price.total_with_tax),
    deliveryFee: round2(price.delivery_fee.amount + price.delivery_fee.tax_amount),
    cod: { amount: round2(price.cod_fee.amount), taxAmount: round2(price.cod_fee.tax_amount) },
    insuranceFee: { amount: round2(price.insurance_fee.amount), taxAmount: round2(price.insurance_fee.tax_amount) },
    insurance: round2(insurance),
  };
}

/** The zero cost of a reset price. */
export function zeroCost(): ParcelCost {
  return { total: 0, totalWithTax: 0, deliveryFee: 0, cod: { amount: 0, taxAmount: 0 }, insuranceFee: { amount: 0, taxAmount: 0 }, insurance: 0 };
}

/**
 * COD fee (part 1 §9): the country's percentage of the COD value or its minimum fee, whichever is higher, plus tax.
 * Null when the country has no COD fee configured.
 */
export function codFee(codValue: number, cod: CountryConfig['cod']): { amount: number; taxAmount: number } | null {
  if (cod.percent === null || !(codValue > 0)) return null;
  const amount = round2(Math.max((codValue * cod.percent) / 100, cod.minimumFee ?? 0));
  return { amount, taxAmount: round2((amount * (cod.taxPercent ?? 0)) / 100) };
}

/** Sum of the shown totals of the parcels that did not fail (part 1 §4: totals count only non-failed parcels). */
export function sessionTotal(parcels: ReadonlyArray<{ cost: ParcelCost | null; oc: { status: string } | null }>): number {
  return round2(parcels.filter((p) => p.oc?.status !== 'failed').reduce((sum, p) => sum + (p.cost?.total ?? 0), 0));
}
