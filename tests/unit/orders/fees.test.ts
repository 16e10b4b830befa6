import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CountryConfig } from '../../../src/kernel';
import type { PriceResult } from '../../../src/plugins/orders/api/types';
import { codFee, costFromPrice, sessionTotal, zeroCost, type ParcelCost } from '../../../src/plugins/orders/model/fees';

/** The COD settings an admin keeps in config/countries/<code>.json. */
function cod(code: string): CountryConfig['cod'] {
  return (JSON.parse(readFileSync(`config/countries/${code}.json`, 'utf8')) as CountryConfig).cod;
}

function price(parts: Partial<PriceResult> = {}): PriceResult {
  return {
    total_with_tax: 0, total_tax: 0,
    delivery_fee: { amount: 0, tax_amount: 0 }, insurance_fee: { amount: 0, tax_amount: 0 }, cod_fee: { amount: 0, tax_amount: 0 },
    ...parts,
  };
}

describe('costFromPrice: the fee maths of spec part 1 §9', () => {
  it('delivery fee and insurance are each amount plus tax', () => {
    const c = costFromPrice(price({ total_with_tax: 20, delivery_fee: { amount: 10, tax_amount: 0.7 }, insurance_fee: { amount: 2, tax_amount: 0.14 } }));
    expect(c.deliveryFee).toBe(10.7);
    expect(c.insurance).toBe(2.14);
    expect(c.insuranceFee).toEqual({ amount: 2, taxAmount: 0.14 });
  });

  it('the shown total is the total with tax minus the COD fee and its tax', () => {
    const c = costFromPrice(price({ total_with_tax: 25.5, cod_fee: { amount: 4, tax_amount: 0.24 } }));
    expect(c.total).toBe(21.26);
    expect(c.totalWithTax).toBe(25.5);
    expect(c.cod).toEqual({ amount: 4, taxAmount: 0.24 });
  });

  it('without COD the shown total is the total with tax', () => {
    expect(costFromPrice(price({ total_with_tax: 13.9, delivery_fee: { amount: 13, tax_amount: 0.9 } })).total).toBe(13.9);
  });

  it('rounds money to two decimals', () => {
    const c = costFromPrice(price({
      total_with_tax: 10.006, delivery_fee: { amount: 0.1, tax_amount: 0.2 }, insurance_fee: { amount: 1.005, tax_amount: 0.001 },
      cod_fee: { amount: 1.115, tax_amount: 0 },
    }));
    expect(c.deliveryFee).toBe(0.3);
    expect(c.totalWithTax).toBe(10.01);
    expect(c.insurance).toBe(1.01);
    expect(c.cod.amount).toBe(1.12);
    expect(c.total).toBe(8.89);
  });

  it('a reset price is zero everywhere (spec part 1 §4)', () => {
    expect(zeroCost()).toEqual({ total: 0, totalWithTax: 0, deliveryFee: 0, cod: { amount: 0, taxAmount: 0 }, insuranceFee: { amount: 0, taxAmount: 0 }, insurance: 0 });
  });
});

describe('codFee: percentage or minimum, whichever is higher, plus tax (spec part 1 §9)', () => {
  it('the configured rates are the spec ones', () => {
    expect(cod('my')).toMatchObject({ percent: 3, minimumFee: 4 });
    expect(cod('ph')).toMatchObject({ percent: 3.5, minimumFee: 25 });
    expect(cod('id')).toMatchObject({ percent: 3 });
    expect(cod('th')).toMatchObject({ percent: 3 });
  });

  it('Malaysia: 3 % with a minimum of 4', () => {
    expect(codFee(100, cod('my'))).toEqual({ amount: 4, taxAmount: 0 });
    expect(codFee(200, cod('my'))).toEqual({ amount: 6, taxAmount: 0 });
    expect(codFee(133.33, cod('my'))).toEqual({ amount: 4, taxAmount: 0 });
    expect(codFee(150, cod('my'))?.amount).toBe(4.5);
  });

  it('the Philippines: 3.5 % with a minimum of 25', () => {
    expect(codFee(100, cod('ph'))?.amount).toBe(25);
    expect(codFee(714, cod('ph'))?.amount).toBe(25);
    expect(codFee(1000, cod('ph'))?.amount).toBe(35);
  });

  it('Indonesia and Thailand: 3 %, no minimum', () => {
    expect(codFee(100, cod('id'))?.amount).toBe(3);
    expect(codFee(10, cod('id'))?.amount).toBe(0.3);
    expect(codFee(250, cod('th'))?.amount).toBe(7.5);
  });

  it('rounds the fee to two decimals', () => {
    expect(codFee(33.33, cod('id'))?.amount).toBe(1);
    expect(codFee(1234.56, cod('ph'))?.amount).toBe(43.21);
  });

  it('Singapore has no COD fee', () => {
    expect(codFee(100, cod('sg'))).toBeNull();
  });

  it('adds tax at the configured percentage of the fee', () => {
    expect(codFee(200, { ...cod('my'), taxPercent: 6 })).toEqual({ amount: 6, taxAmount: 0.36 });
    expect(codFee(100, { ...cod('my'), taxPercent: 8 })).toEqual({ amount: 4, taxAmount: 0.32 });
    expect(codFee(1000, { ...cod('ph'), taxPercent: 12 })).toEqual({ amount: 35, taxAmount: 4.2 });
  });

  it('no COD value, no fee', () => {
    expect(codFee(0, cod('my'))).toBeNull();
    expect(codFee(Number.NaN, cod('my'))).toBeNull();
  });
});

describe('sessionTotal: totals count only non-failed parcels (spec part 1 §4)', () => {
  const cost = (total: number): ParcelCost => ({ ...zeroCost(), total, totalWithTax: total });

  it('adds the shown totals of parcels not yet created and of created ones', () => {
    expect(sessionTotal([{ cost: cost(10.1), oc: null }, { cost: cost(5.25), oc: { status: 'success' } }])).toBe(15.35);
  });

  it('leaves failed parcels out', () => {
    expect(sessionTotal([{ cost: cost(10), oc: { status: 'failed' } }, { cost: cost(7.5), oc: { status: 'success' } }])).toBe(7.5);
    expect(sessionTotal([{ cost: cost(10), oc: { status: 'failed' } }])).toBe(0);
  });

  it('a parcel without a price counts as 0', () => {
    expect(sessionTotal([{ cost: null, oc: null }, { cost: cost(3), oc: null }])).toBe(3);
  });

  it('rounds the sum to two decimals', () => {
    expect(sessionTotal([{ cost: cost(0.1), oc: null }, { cost: cost(0.2), oc: null }])).toBe(0.3);
  });
});
