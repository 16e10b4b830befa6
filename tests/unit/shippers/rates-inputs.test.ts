// The rate calculator's inputs: when a price may be asked (part 1 §5), the request it makes (part 1 §3), and saved
// inputs read back safely.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CountryConfig, DpInfo } from '../../../src/kernel';
import type { Shipper } from '../../../src/services';
import {
  defaultInputs, effectiveCodValue, inputProblems, rateRequest, type RateContext, type RateInputs,
} from '../../../src/plugins/shippers/rates/model/inputs';
import { destinationLevels } from '../../../src/plugins/shippers/rates/model/levels';
import { inputsFrom } from '../../../src/plugins/shippers/rates/state/rateInputs';
// The order page's pricing and rules, as orders provides them to the calculator.
import { parcelPricing } from '../../../src/plugins/orders/services/parcelPricing';
import { parcelRules } from '../../../src/plugins/orders/services/parcelRules';

const read = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;
const country = (code: string) => read<CountryConfig>(`config/countries/${code}.json`);
const MY = country('my');
const PH = country('ph');
const TH = country('th');
const DP: DpInfo = { id: 40101, name: 'KL counter', country: 'MY', systemId: 'my', latitude: 3.15, longitude: 101.7, allowCodService: true };
const SHIPPER: Shipper = {
  id: 3401, globalId: 5004001, externalId: null, name: 'Kedai Kain Nurul', liaisonName: 'Nurul', liaisonEmail: 'n@example.com',
  liaisonContact: '+60122345601', liaisonAddress: '1 Jalan', liaisonAddress2: '', liaisonPostcode: '50000', isDefault: true,
  isPrepaid: true, isCodEnabled: true,
};
const levels = destinationLevels(read<{ recipient: never }>('config/forms/my.json').recipient);

function ctx(parts: Partial<RateContext> = {}): RateContext {
  return { country: MY, dp: DP, levels, quickAddress: true, codAvailable: true, pricing: parcelPricing, rules: parcelRules, ...parts };
}
function filled(parts: Partial<RateInputs> = {}, c: CountryConfig = MY): RateInputs {
  const base = defaultInputs(c, parcelPricing);
  return {
    ...base, shipper: SHIPPER,
    destination: {
      ...base.destination, quickAddress: 'SS2, Petaling Jaya, Selangor', state: 'Selangor', city: 'Petaling Jaya', district: 'SS2',
      lat: 3.118, lng: 101.622, l1_id: 'L1', l2_id: 'L2', l3_id: 'L3', billing_zone: 'Z', billing_zone_metadata: 'M',
    },
    ...parts,
  };
}

describe('defaults and the form levels', () => {
  it('weight 1, STANDARD where offered, else the first type (th has no standard)', () => {
    expect(defaultInputs(MY, parcelPricing)).toMatchObject({ weight: '1', deliveryType: 'STANDARD', cod: false, insurance: false, shipper: null });
    expect(defaultInputs(TH, parcelPricing).deliveryType).toBe(TH.deliveryTypes[0]);
    expect(TH.deliveryTypes).not.toContain('STANDARD');
  });

  it('the destination levels are the recipient form\'s location fields', () => {
    expect(levels.map((l) => [l.level, l.field, l.titleId])).toEqual([
      [1, 'state', 'orders_form.state'], [2, 'city', 'orders_form.city'], [3, 'district', 'orders_form.district'],
    ]);
  });
});

describe('rateRequest', () => {
  it('my with COD: the request body of part 1 §3, quick-address zone ids included', () => {
    expect(rateRequest(filled({ cod: true, codValue: '200', weight: '2.5', deliveryType: 'NEXTDAY' }), ctx())).toEqual({
      delivery_type: 'NEXT_DAY', weight: 2.5, insured_value: 0, cod_value: 200,
      from_latitude: 3.15, from_longitude: 101.7, to_latitude: 3.118, to_longitude: 101.622,
      size: 'S', order_type: 'NORMAL', timeslot_type: 'NONE', global_shipper_id: 5004001, to_postcode: '',
      billing_zone: 'Z', billing_zone_metadata: 'M', l1_id: 'L1', l2_id: 'L2', l3_id: 'L3',
    });
  });

  it('without quick address no zone ids are sent', () => {
    const body = rateRequest(filled(), ctx({ quickAddress: false }));
    expect(body).not.toBeNull();
    expect(body).not.toHaveProperty('billing_zone');
  });

  it('no shipper, no request', () => {
    expect(rateRequest(filled({ shipper: null }), ctx())).toBeNull();
  });

  it('waits for every address level and a valid weight', () => {
    const noDistrict = filled();
    noDistrict.destination.district = '';
    expect(inputProblems(noDistrict, ctx())).toEqual({ district: 'please_select_an_item' });
    expect(rateRequest(noDistrict, ctx())).toBeNull();
    expect(inputProblems(filled({ weight: '0' }), ctx())).toEqual({ weight: 'orders.weight_invalid' });
    expect(inputProblems(filled({ weight: '1.25' }), ctx())).toEqual({ weight: 'orders.weight_invalid' });
    expect(inputProblems(filled({ weight: '' }), ctx())).toEqual({ weight: 'this_field_cannot_be_left_blank' });
    expect(rateRequest(filled({ weight: '0.1' }), ctx())?.weight).toBe(0.1);
  });

  it('COD and insurance do not hold the price back when blank (part 1 §5), but a wrong amount does', () => {
    expect(rateRequest(filled({ cod: true, codValue: '' }), ctx())?.cod_value).toBe(0);
    expect(inputProblems(filled({ cod: true, codValue: '12.345' }), ctx())).toEqual({ codValue: 'orders.amount_invalid' });
    expect(rateRequest(filled({ insurance: true, insuredValue: 'abc' }), ctx())).toBeNull();
  });

  it('COD counts only where it is available (point and shipper)', () => {
    const inputs = filled({ cod: true, codValue: '200' });
    expect(rateRequest(inputs, ctx({ codAvailable: false }))?.cod_value).toBe(0);
    expect(effectiveCodValue(inputs, ctx({ codAvailable: false }))).toBe(0);
    expect(effectiveCodValue(inputs, ctx())).toBe(200);
  });

  it('ph always sends the insured value, insurance ticked or not', () => {
    const inputs = filled({ insurance: false, insuredValue: '1500' }, PH);
    expect(rateRequest(inputs, ctx({ country: PH, quickAddress: false }))?.insured_value).toBe(1500);
    expect(rateRequest(filled({ insurance: false, insuredValue: '1500' }), ctx())?.insured_value).toBe(0);
  });
});

describe('saved inputs read back', () => {
  it('keeps what is well typed, replaces the rest, and a delivery type the country lacks', () => {
    const back = inputsFrom({ ...filled({ cod: true, codValue: '200' }), weight: 7, deliveryType: 'STANDARD', shipper: { id: 'x' } }, TH, parcelPricing);
    expect(back.weight).toBe('1');
    expect(back.deliveryType).toBe(TH.deliveryTypes[0]);
    expect(back.shipper).toBeNull();
    expect(back.cod).toBe(true);
    expect(back.codValue).toBe('200');
    expect(back.destination.district).toBe('SS2');
    expect(inputsFrom('junk', MY, parcelPricing)).toEqual(defaultInputs(MY, parcelPricing));
  });
});
