// The rate calculator's breakdown (part 1 §9) on the simulated server's own answers: a my parcel with COD on both
// sides of the 4 ringgit minimum (3 % of 133.33), and an sg parcel, where COD has no fee.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMoney, type CountryConfig } from '../../../src/kernel';
import type { PriceResult } from '../../../src/services';
import { codRule, rateBreakdown } from '../../../src/plugins/shippers/rates/model/breakdown';
import { priceOf, type PriceInput } from '../../../src/plugins/orders/sim/pricing';
import { parcelPricing } from '../../../src/plugins/orders/services/parcelPricing';

function country(code: string): CountryConfig {
  return JSON.parse(readFileSync(`config/countries/${code}.json`, 'utf8')) as CountryConfig;
}
const MY = country('my');
const SG = country('sg');

function quote(code: 'my' | 'sg', input: Partial<PriceInput>): PriceResult {
  const { delivery_fee, insurance_fee, cod_fee, total_tax, total_with_tax } = priceOf(code, {
    deliveryType: 'STANDARD', weight: 1, insuredValue: 0, codValue: 0, ...input,
  });
  return { delivery_fee, insurance_fee, cod_fee, total_tax, total_with_tax };
}

describe('rate breakdown, my with COD (3 percent, at least RM4)', () => {
  it('COD 200: the fee is 3 percent (6.00), outside the total', () => {
    const b = rateBreakdown(quote('my', { codValue: 200 }), parcelPricing);
    // Delivery 5.00 plus 6 % tax.
    expect(b).toEqual({ deliveryFee: 5.3, insuranceFee: 0, codFee: 6, tax: 0.3, total: 5.3 });
    expect(codRule(200, MY.cod)).toEqual({ percent: 3, minimumFee: 4, byPercent: 6, applied: 'percent' });
    expect(formatMoney(b.codFee, MY, 'en')).toBe('RM6.00');
    expect(formatMoney(b.total, MY, 'en')).toBe('RM5.30');
  });

  it('COD 100: 3 percent would be 3.00, so the minimum 4.00 applies', () => {
    const b = rateBreakdown(quote('my', { codValue: 100 }), parcelPricing);
    expect(b.codFee).toBe(4);
    expect(b.total).toBe(5.3);
    expect(codRule(100, MY.cod)).toEqual({ percent: 3, minimumFee: 4, byPercent: 3, applied: 'minimum' });
    expect(formatMoney(b.codFee, MY, 'en')).toBe('RM4.00');
  });

  it('right at the threshold: 133 gives the minimum, 134 gives 4.02', () => {
    expect(rateBreakdown(quote('my', { codValue: 133 }), parcelPricing).codFee).toBe(4);
    expect(codRule(133, MY.cod)?.applied).toBe('minimum');
    expect(rateBreakdown(quote('my', { codValue: 134 }), parcelPricing).codFee).toBe(4.02);
    expect(codRule(134, MY.cod)?.applied).toBe('percent');
  });

  it('insurance is amount plus tax and in the total; thousands are separated', () => {
    const b = rateBreakdown(quote('my', { codValue: 50_000, insuredValue: 1000, weight: 2.5, deliveryType: 'EXPRESS' }), parcelPricing);
    // Delivery (5 + 1.5 × 2) × 2 = 16.00 + 0.96 tax; insurance 5.00 + 0.30 tax; COD 1,500.00 untaxed.
    expect(b).toEqual({ deliveryFee: 16.96, insuranceFee: 5.3, codFee: 1500, tax: 1.26, total: 22.26 });
    expect(formatMoney(b.codFee, MY, 'en')).toBe('RM1,500.00');
  });

  it('a taxed COD fee leaves the total with its tax too', () => {
    const price: PriceResult = {
      delivery_fee: { amount: 5, tax_amount: 0.3 }, insurance_fee: { amount: 0, tax_amount: 0 }, cod_fee: { amount: 4, tax_amount: 0.24 },
      total_tax: 0.54, total_with_tax: 9.54,
    };
    expect(rateBreakdown(price, parcelPricing)).toEqual({ deliveryFee: 5.3, insuranceFee: 0, codFee: 4.24, tax: 0.3, total: 5.3 });
  });
});

describe('rate breakdown, sg without COD', () => {
  it('the total is the delivery fee with 9 % tax, in S$', () => {
    const b = rateBreakdown(quote('sg', { weight: 3 }), parcelPricing);
    // (3.50 + 1.00 × 2) = 5.50 + 0.50 tax (9 %, rounded).
    expect(b).toEqual({ deliveryFee: 6, insuranceFee: 0, codFee: 0, tax: 0.5, total: 6 });
    expect(formatMoney(b.total, SG, 'en')).toBe('S$6.00');
  });

  it('sg has no COD fee, so there is no rule to explain even with a COD amount', () => {
    expect(codRule(200, SG.cod)).toBeNull();
    expect(rateBreakdown(quote('sg', { codValue: 200 }), parcelPricing).codFee).toBe(0);
  });

  it('no COD amount, no rule', () => {
    expect(codRule(0, MY.cod)).toBeNull();
  });
});
