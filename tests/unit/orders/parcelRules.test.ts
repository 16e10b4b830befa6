import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CountryCode, CountryConfig, DeliveryType, FlagSet, PortalError } from '../../../src/kernel';
import { newParcel, type ParcelForm } from '../../../src/plugins/orders/model/parcel';
import {
  amountProblem, idServerProblem, parcelFieldProblems, readyForPrice, stampIdLocalProblem, stampIdRequired, weightProblem,
} from '../../../src/plugins/orders/model/parcelRules';

const KERNEL_EN = JSON.parse(readFileSync('src/kernel/messages/en.json', 'utf8')) as Record<string, string>;
const ALL_TYPES: DeliveryType[] = ['STANDARD', 'NEXTDAY', 'EXPRESS'];

function post(parts: Partial<ParcelForm> = {}): ParcelForm {
  return { ...newParcel('POST', ALL_TYPES), ...parts };
}

/** The country's file as shipped: its orderRules decide the ph and id rules below. */
const countryFile = (cc: string) => JSON.parse(readFileSync(`config/countries/${cc}.json`, 'utf8')) as CountryConfig;

function problems(parcel: ParcelForm, country: CountryCode = 'sg', flags: FlagSet = {}, otherIds: string[] = []) {
  return parcelFieldProblems(parcel, { country: countryFile(country), flags, otherIds });
}

function error(parts: Partial<PortalError>): PortalError {
  return { invalidToken: false, ...parts };
}

describe('a new parcel (spec part 1 §4, §9)', () => {
  it('starts with weight 1, STANDARD delivery and an unverified empty stamp id', () => {
    const p = newParcel('POST', ALL_TYPES);
    expect(p.weight).toBe('1');
    expect(p.deliveryType).toBe('STANDARD');
    expect(p.stampId).toEqual({ id: '', isVerified: false });
    expect(p.cod).toBe(false);
    expect(p.insurance).toBe(false);
  });

  it('a scanned stamp id starts verified', () => {
    expect(newParcel('POST', ALL_TYPES, { stampId: 'STAMP1' }).stampId).toEqual({ id: 'STAMP1', isVerified: true });
  });

  it('takes another delivery type where standard is not offered (Thailand)', () => {
    expect(newParcel('POST', ['NEXTDAY', 'EXPRESS']).deliveryType).toBe('NEXTDAY');
  });

  it('a new parcel is valid as it starts, so the defaults need no edit', () => {
    expect(problems(post())).toEqual({});
  });
});

describe('stampIdRequired: optional unless the flag lists POST (spec part 1 §5, §6)', () => {
  it('is required when the mandatory sources contain POST', () => {
    expect(stampIdRequired({ STAMP_ID_MANDATORY_SOURCES: ['POST'] })).toBe(true);
    expect(stampIdRequired({ STAMP_ID_MANDATORY_SOURCES: ['SEND', 'POST'] })).toBe(true);
    expect(stampIdRequired({ STAMP_ID_MANDATORY_SOURCES: 'SEND,POST' })).toBe(true);
  });

  it('is optional otherwise', () => {
    expect(stampIdRequired({})).toBe(false);
    expect(stampIdRequired({ STAMP_ID_MANDATORY_SOURCES: [] })).toBe(false);
    expect(stampIdRequired({ STAMP_ID_MANDATORY_SOURCES: ['SEND', 'PACK'] })).toBe(false);
    expect(stampIdRequired({ STAMP_ID_MANDATORY_SOURCES: true })).toBe(false);
    expect(stampIdRequired({ OTHER_FLAG: ['POST'] })).toBe(false);
  });
});

describe('stampIdLocalProblem: format, length, duplicate (spec part 1 §5)', () => {
  it('the format message is the spec text', () => {
    expect(KERNEL_EN['scanner.invalid_format']).toBe('Invalid format. Please ensure that the input contains only alphanumeric and hyphen characters.');
  });

  it('an id with STAMP, in any case, must be letters and digits only', () => {
    expect(stampIdLocalProblem('STAMP123', [])).toBeNull();
    expect(stampIdLocalProblem('myStamp9', [])).toBeNull();
    expect(stampIdLocalProblem('STAMP-123', [])).toBe('scanner.invalid_format');
    expect(stampIdLocalProblem('x-stamp-1', [])).toBe('scanner.invalid_format');
  });

  it('other ids may also have hyphens, nothing else', () => {
    expect(stampIdLocalProblem('NV-123-ABC', [])).toBeNull();
    expect(stampIdLocalProblem('NV_123', [])).toBe('scanner.invalid_format');
    expect(stampIdLocalProblem('NV 123', [])).toBe('scanner.invalid_format');
    expect(stampIdLocalProblem('NV.123', [])).toBe('scanner.invalid_format');
  });

  it('at most 30 characters', () => {
    expect(stampIdLocalProblem('A'.repeat(30), [])).toBeNull();
    expect(stampIdLocalProblem('A'.repeat(31), [])).not.toBeNull();
  });

  it('an id already in the order list is a duplicate, whatever its case or spaces', () => {
    expect(stampIdLocalProblem('STAMP1', ['STAMP2', 'stamp1 '])).toBe('order_with_id_already_added');
    expect(stampIdLocalProblem(' stamp1', ['STAMP1'])).toBe('order_with_id_already_added');
    expect(stampIdLocalProblem('STAMP1', ['STAMP2', 'STAMP10'])).toBeNull();
  });

  it('the format is checked before the duplicate', () => {
    expect(stampIdLocalProblem('STAMP-1', ['STAMP-1'])).toBe('scanner.invalid_format');
  });

  it('leaves an empty id to the required rule', () => {
    expect(stampIdLocalProblem('', ['STAMP1'])).toBeNull();
    expect(stampIdLocalProblem('   ', [''])).toBeNull();
  });
});

describe('idServerProblem: the server verdict on an id (spec part 1 §5, §8)', () => {
  it('a conflict (409) is "already used", by field type', () => {
    expect(idServerProblem(error({ status: 409 }), 'stamp')).toBe('stamp_id_already_used');
    expect(idServerProblem(error({ status: 409 }), 'tracking')).toBe('tracking_id_already_used');
  });

  it('business code 137926 (CONFLICT_STAMP_ID_USED) is "already used", number or text', () => {
    expect(idServerProblem(error({ status: 400, code: 137926 }), 'stamp')).toBe('stamp_id_already_used');
    expect(idServerProblem(error({ status: 400, code: '137926' }), 'tracking')).toBe('tracking_id_already_used');
  });

  it('any other error is "invalid", by field type', () => {
    expect(idServerProblem(error({ status: 400, code: 137420 }), 'stamp')).toBe('invalid_stamp_id');
    expect(idServerProblem(error({ status: 404 }), 'tracking')).toBe('invalid_tracking_id');
    expect(idServerProblem(error({}), 'stamp')).toBe('invalid_stamp_id');
  });
});

describe('weightProblem: more than 0, at least 0.1, one decimal (spec part 1 §5, §9)', () => {
  it('blank is the required message', () => {
    expect(weightProblem('')).toBe('this_field_cannot_be_left_blank');
    expect(weightProblem('   ')).toBe('this_field_cannot_be_left_blank');
  });

  it('rejects zero, less than 0.1, two decimals, negatives and text', () => {
    for (const w of ['0', '0.0', '0.05', '1.25', '-1', 'abc', '1e2']) expect(weightProblem(w), w).not.toBeNull();
    for (const w of ['0', '0.05', '1.25', '-1', 'abc']) expect(weightProblem(w), w).not.toBe('this_field_cannot_be_left_blank');
  });

  it('accepts 0.1, whole and one-decimal weights', () => {
    for (const w of ['0.1', '1', '12.5', ' 3 ']) expect(weightProblem(w), w).toBeNull();
  });
});

describe('amountProblem: more than 0 (spec part 1 §5)', () => {
  it('blank is the required message', () => {
    expect(amountProblem('')).toBe('this_field_cannot_be_left_blank');
  });

  it('rejects zero, negatives and text', () => {
    for (const a of ['0', '0.00', '-5', 'abc']) {
      expect(amountProblem(a), a).not.toBeNull();
      expect(amountProblem(a), a).not.toBe('this_field_cannot_be_left_blank');
    }
  });

  it('accepts positive amounts', () => {
    for (const a of ['1', '0.5', '99.99', '2500']) expect(amountProblem(a), a).toBeNull();
  });
});

describe('parcelFieldProblems per country (spec part 1 §5)', () => {
  it('insured value: needed only with insurance outside the Philippines', () => {
    expect(problems(post(), 'sg').insuredValue).toBeUndefined();
    expect(problems(post({ insurance: true }), 'sg').insuredValue).toBe('this_field_cannot_be_left_blank');
    expect(problems(post({ insurance: true, insuredValue: '0' }), 'my').insuredValue).toBeDefined();
    expect(problems(post({ insurance: true, insuredValue: '150' }), 'sg').insuredValue).toBeUndefined();
  });

  it('the Philippines needs the insured value even without the insurance tick', () => {
    expect(problems(post(), 'ph').insuredValue).toBe('this_field_cannot_be_left_blank');
    expect(problems(post({ insuredValue: '500' }), 'ph')).toEqual({});
  });

  it('Indonesia needs the pickup instruction (description)', () => {
    expect(problems(post(), 'id').description).toBe('this_field_cannot_be_left_blank');
    expect(problems(post({ description: '   ' }), 'id').description).toBe('this_field_cannot_be_left_blank');
    expect(problems(post({ description: 'Ring the bell' }), 'id')).toEqual({});
    expect(problems(post(), 'my').description).toBeUndefined();
  });

  it('COD on needs a COD value; COD off does not', () => {
    expect(problems(post({ cod: true })).codValue).toBe('this_field_cannot_be_left_blank');
    expect(problems(post({ cod: true, codValue: '0' })).codValue).toBeDefined();
    expect(problems(post({ cod: true, codValue: '120' })).codValue).toBeUndefined();
    expect(problems(post({ cod: false, codValue: '' })).codValue).toBeUndefined();
  });

  it('weight problems are reported on the weight field', () => {
    expect(problems(post({ weight: '' })).weight).toBe('this_field_cannot_be_left_blank');
    expect(problems(post({ weight: '0.05' })).weight).toBeDefined();
  });

  it('a stamp id is required only when the flag says so', () => {
    const flags = { STAMP_ID_MANDATORY_SOURCES: ['POST'] };
    expect(problems(post(), 'sg', flags).stampId).toBe('this_field_cannot_be_left_blank');
    expect(problems(post(), 'sg', {}).stampId).toBeUndefined();
    expect(problems(post({ stampId: { id: 'STAMP1', isVerified: true } }), 'sg', flags)).toEqual({});
  });

  it('a typed stamp id must be verified by the server before the order', () => {
    expect(problems(post({ stampId: { id: 'STAMP1', isVerified: false } })).stampId).toBeDefined();
    expect(problems(post({ stampId: { id: 'STAMP1', isVerified: true } })).stampId).toBeUndefined();
  });

  it('a stamp id with a bad format or already in the order is reported, verified or not', () => {
    expect(problems(post({ stampId: { id: 'STAMP-1', isVerified: true } })).stampId).toBe('scanner.invalid_format');
    expect(problems(post({ stampId: { id: 'STAMP1', isVerified: true } }), 'sg', {}, ['stamp1']).stampId).toBe('order_with_id_already_added');
  });

  it('a pack parcel has no stamp id rule', () => {
    const pack = newParcel('PACK', ALL_TYPES, { packId: 'PK1' });
    expect(problems(pack, 'sg', { STAMP_ID_MANDATORY_SOURCES: ['POST'] }).stampId).toBeUndefined();
  });

  it('text fields hold at most 255 characters', () => {
    expect(problems(post({ description: 'a'.repeat(255), comments: 'b'.repeat(255) }))).toEqual({});
    expect(problems(post({ description: 'a'.repeat(256) })).description).toBeDefined();
    expect(problems(post({ comments: 'b'.repeat(256) })).comments).toBeDefined();
  });
});

describe('readyForPrice: shipper known and required fields filled, COD and insurance excluded (spec part 1 §5)', () => {
  it('never without a shipper', () => {
    expect(readyForPrice({}, {}, false)).toBe(false);
  });

  it('with a shipper and no problems', () => {
    expect(readyForPrice({}, {}, true)).toBe(true);
  });

  it('problems only in the COD, insured value or stamp id fields do not stop the price', () => {
    expect(readyForPrice({ codValue: 'x', insuredValue: 'y', stampId: 'z' }, {}, true)).toBe(true);
  });

  it('a problem in another parcel field or in the recipient stops it', () => {
    expect(readyForPrice({ weight: 'this_field_cannot_be_left_blank' }, {}, true)).toBe(false);
    expect(readyForPrice({ description: 'this_field_cannot_be_left_blank' }, {}, true)).toBe(false);
    expect(readyForPrice({}, { postCode: 'enter a valid post code' }, true)).toBe(false);
  });

  it('follows the field rules: an empty Philippine insured value still gets a price, a missing weight does not', () => {
    expect(readyForPrice(problems(post(), 'ph'), {}, true)).toBe(true);
    expect(readyForPrice(problems(post({ weight: '' }), 'ph'), {}, true)).toBe(false);
  });
});
