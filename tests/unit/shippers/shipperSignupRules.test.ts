// The sign-up forms' rules per country, read from the real config/forms and config/countries files: the IC number's
// country length and shape, the savings account number (10 to 15 digits), postcodes, phone, email, the proof.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CountryConfig } from '../../../src/kernel/types';
import type { ShipperForms } from '../../../src/plugins/shippers/forms/kinds';
import { ruleValues as messageValues } from '../../../src/forms';
import { validateSignupForm } from '../../../src/plugins/shippers/create/model/validate';
import { signupRequest, setupRequest } from '../../../src/plugins/shippers/create/model/requests';

/** The countries of the shipped config, each with its own rules in these tables. */
type ShippedCountry = 'sg' | 'id' | 'th' | 'my' | 'ph' | 'vn' | 'mm' | 'ma';

const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const forms = (cc: ShippedCountry) => read<ShipperForms>(`config/forms/${cc}.json`);
const country = (cc: ShippedCountry) => read<CountryConfig>(`config/countries/${cc}.json`);
const COUNTRIES: ShippedCountry[] = ['sg', 'id', 'th', 'my', 'ph', 'vn', 'mm', 'ma'];

/** A valid IC number per country, and the length the config asks for. */
const IC: Record<ShippedCountry, { valid: string; length: string }> = {
  sg: { valid: 'S1234567D', length: '9' },
  id: { valid: '3174012304560001', length: '16' },
  th: { valid: '1103700012345', length: '13' },
  my: { valid: '900101145566', length: '12' },
  ph: { valid: '123456789012', length: '12' },
  vn: { valid: '001099012345', length: '12' },
  mm: { valid: '123456', length: '6' },
  ma: { valid: 'BE123456', length: '6–8' },
};

function account(cc: ShippedCountry, over: Record<string, string> = {}): Record<string, string> {
  const pc = '1'.repeat(country(cc).postcodeLength);
  return {
    firstName: 'Nur', lastName: 'Aina', icNumber: IC[cc].valid, icAddress: '1 Jalan Mawar', icPostalCode: pc,
    rtsAddress: '2 Jalan Mawar', rtsPostalCode: pc, billingAddress: '3 Jalan Mawar', postalCode: pc,
    email: 'nur@example.com', shopName: 'Kedai Nur', mobileNumber: '91234567', ...over,
  };
}

const bank = (over: Record<string, string> = {}) => ({
  bankName: 'Maybank', bankBranch: 'Jalan Ipoh', accountNumber: '1234567890', accountProof: 'data:image/png;base64,AAAA', ...over,
});

const checkAccount = (cc: ShippedCountry, value: Record<string, string>) => validateSignupForm(forms(cc).shipper, country(cc), value);
const checkBank = (cc: ShippedCountry, value: Record<string, string>) => validateSignupForm(forms(cc).shipperBank, country(cc), value);

describe('shipper form: a complete sign-up', () => {
  it.each(COUNTRIES)('%s: no problem', (cc) => {
    expect(checkAccount(cc, account(cc))).toEqual({});
    expect(checkBank(cc, bank())).toEqual({});
  });

  it.each(COUNTRIES)('%s: every field is required', (cc) => {
    const errors = checkAccount(cc, {});
    expect(Object.keys(errors).sort()).toEqual(Object.keys(account(cc)).sort());
    expect(new Set(Object.values(errors))).toEqual(new Set(['this_field_cannot_be_left_blank']));
    expect(checkBank(cc, {})).toEqual({
      bankName: 'this_field_cannot_be_left_blank', bankBranch: 'this_field_cannot_be_left_blank',
      accountNumber: 'this_field_cannot_be_left_blank', accountProof: 'shipper_form.account_proof_required',
    });
  });
});

describe('IC numbers: the country digit count', () => {
  it.each(COUNTRIES)('%s: one character short or long is refused, with the length in the message', (cc) => {
    const valid = IC[cc].valid;
    for (const wrong of [valid.slice(0, -2), `${valid}1`, `${valid}12`]) {
      expect(checkAccount(cc, account(cc, { icNumber: wrong })), `${cc} ${wrong}`).toEqual({ icNumber: 'shipper_form.ic_number_invalid' });
    }
    expect(messageValues(forms(cc).shipper.schema.properties.icNumber)).toEqual({ length: IC[cc].length });
  });

  it.each(['id', 'th', 'my', 'ph', 'vn', 'mm'] as const)('%s: digits only', (cc) => {
    const letters = `A${IC[cc].valid.slice(1)}`;
    expect(checkAccount(cc, account(cc, { icNumber: letters }))).toEqual({ icNumber: 'shipper_form.ic_number_invalid' });
  });

  it('spaces, dashes and small letters typed at the counter are forgiven', () => {
    expect(checkAccount('my', account('my', { icNumber: '900101-14-5566' }))).toEqual({});
    expect(checkAccount('sg', account('sg', { icNumber: 's 1234567 d' }))).toEqual({});
    expect(checkAccount('th', account('th', { icNumber: '1 1037 00012 34 5' }))).toEqual({});
  });

  it('sg: the NRIC shape (a prefix letter, 7 digits, a check letter)', () => {
    for (const wrong of ['123456789', 'A1234567D', 'S12345678']) {
      expect(checkAccount('sg', account('sg', { icNumber: wrong })), wrong).toEqual({ icNumber: 'shipper_form.ic_number_invalid' });
    }
  });

  it('ma: one or two letters then digits, 6 to 8 characters', () => {
    expect(checkAccount('ma', account('ma', { icNumber: 'J12345' }))).toEqual({});
    expect(checkAccount('ma', account('ma', { icNumber: '12345678' }))).toEqual({ icNumber: 'shipper_form.ic_number_invalid' });
  });
});

describe('savings account number: 10 to 15 digits', () => {
  it.each(COUNTRIES)('%s', (cc) => {
    for (const ok of ['1234567890', '123456789012345', '1234-5678-90', '12345 67890 12345']) {
      expect(checkBank(cc, bank({ accountNumber: ok })), ok).toEqual({});
    }
    for (const wrong of ['123456789', '1234567890123456', '12345678AB']) {
      expect(checkBank(cc, bank({ accountNumber: wrong })), wrong).toEqual({ accountNumber: 'shipper_form.account_number_invalid' });
    }
  });
});

describe('postcodes, phone and email', () => {
  it.each(COUNTRIES)('%s: every postcode has the country length', (cc) => {
    const short = '1'.repeat(country(cc).postcodeLength - 1);
    expect(checkAccount(cc, account(cc, { icPostalCode: short, rtsPostalCode: `${short}12`, postalCode: 'ABCDEF'.slice(0, country(cc).postcodeLength) })))
      .toEqual({ icPostalCode: 'enter_a_valid_post_code', rtsPostalCode: 'enter_a_valid_post_code', postalCode: 'enter_a_valid_post_code' });
  });

  it('a mobile number with the prefix or a trunk 0 is fine; letters are not; a bad email is named', () => {
    expect(checkAccount('sg', account('sg', { mobileNumber: '+65 9123 4567' }))).toEqual({});
    expect(checkAccount('my', account('my', { mobileNumber: '012-345 6789' }))).toEqual({});
    expect(checkAccount('sg', account('sg', { mobileNumber: '9123abc', email: 'nur@' })))
      .toEqual({ mobileNumber: 'enter_valid_phone_number', email: 'enter_a_valid_email_address' });
  });
});

describe('what the API receives', () => {
  it('the creation body: trimmed text, the IC as printed, the mobile number with the prefix', () => {
    expect(signupRequest(account('sg', { firstName: '  Nur ', icNumber: 's-1234567-d', mobileNumber: '0 9123 4567' }), '+65')).toEqual({
      firstName: 'Nur', lastName: 'Aina', icNumber: 'S1234567D', icAddress: '1 Jalan Mawar', icPostalCode: '111111',
      rtsAddress: '2 Jalan Mawar', rtsPostalCode: '111111', billingAddress: '3 Jalan Mawar', postalCode: '111111',
      email: 'nur@example.com', shopName: 'Kedai Nur', mobileNumber: '+6591234567',
    });
  });

  it('the set-up body: bank details only with COD, the account number as digits', () => {
    const base = { billingType: 'POSTPAID' as const, authorisation: 'PRE_AUTHORISED' as const, signature: 'data:image/png;base64,AA', bank: bank({ accountNumber: '1234-5678 90' }) };
    expect(setupRequest({ ...base, codEnabled: true })).toEqual({
      billingType: 'POSTPAID', isCodEnabled: true, authorisation: 'PRE_AUTHORISED', signature: 'data:image/png;base64,AA',
      bank: { bankName: 'Maybank', bankBranch: 'Jalan Ipoh', accountNumber: '1234567890' },
    });
    expect(setupRequest({ ...base, codEnabled: false }).bank).toBeNull();
  });
});
