// validateRecipient against the real config/forms and config/countries files: what the page checks before pricing
// and creating orders.
import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CountryConfig } from '../../src/kernel/types';
import type { OrderForms } from '../../src/plugins/orders/forms/kinds';
import { FIELD_KEYWORDS, FORM_KEYWORDS, formValidator } from '../../src/forms';
import { validateRecipient } from '../../src/plugins/orders/forms/validateForm';
import { emptyPack, emptyRecipient, type PackValue, type RecipientValue } from '../../src/plugins/orders/model/recipient';

/** The countries of the shipped config, each with its own rules in these tables. */
type ShippedCountry = 'sg' | 'id' | 'th' | 'my' | 'ph' | 'vn' | 'mm' | 'ma';

const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const forms = (cc: ShippedCountry) => read<OrderForms>(`config/forms/${cc}.json`);
const country = (cc: ShippedCountry) => read<CountryConfig>(`config/countries/${cc}.json`);
const COUNTRIES: ShippedCountry[] = ['sg', 'id', 'th', 'my', 'ph', 'vn', 'mm', 'ma'];
const POSTCODE_LENGTH: Record<ShippedCountry, number> = { sg: 6, id: 5, th: 5, my: 5, ph: 4, vn: 6, mm: 5, ma: 5 };

function recipient(cc: ShippedCountry, over: Partial<RecipientValue> = {}): RecipientValue {
  return {
    ...emptyRecipient(),
    contact: '91234567', name: 'Siti Aminah', email: '', postCode: '1'.repeat(POSTCODE_LENGTH[cc]),
    state: 'A', city: 'B', district: 'C', address: '1 Jalan Mawar', lat: 1.3, lng: 103.8, ...over,
  };
}

function pack(cc: ShippedCountry, over: Partial<PackValue> = {}): PackValue {
  return { ...emptyPack(), ...recipient(cc), packId: 'NVPACK123', description: 'Shoes', ...over };
}

const check = (cc: ShippedCountry, value: RecipientValue, config = forms(cc)) => validateRecipient('recipient', config, country(cc), value);

describe('validateRecipient: a complete recipient', () => {
  it.each(COUNTRIES)('%s: no problem', (cc) => {
    expect(check(cc, recipient(cc))).toEqual({});
    expect(validateRecipient('pack', forms(cc), country(cc), pack(cc))).toEqual({});
  });

  it('takes one form as well as the whole forms file', () => {
    expect(validateRecipient('recipient', forms('sg').recipient, country('sg'), recipient('sg', { name: '' })))
      .toEqual({ name: 'this_field_cannot_be_left_blank' });
  });
});

describe('postcode: exactly the country\'s length, digits only', () => {
  it.each(COUNTRIES)('%s', (cc) => {
    const n = POSTCODE_LENGTH[cc];
    const bad = { postCode: 'enter_a_valid_post_code' };
    expect(check(cc, recipient(cc, { postCode: '9'.repeat(n) }))).toEqual({});
    expect(check(cc, recipient(cc, { postCode: '9'.repeat(n - 1) }))).toEqual(bad);
    expect(check(cc, recipient(cc, { postCode: '9'.repeat(n + 1) }))).toEqual(bad);
    expect(check(cc, recipient(cc, { postCode: `A${'9'.repeat(n - 1)}` }))).toEqual(bad);
    expect(check(cc, recipient(cc, { postCode: '' }))).toEqual({ postCode: 'this_field_cannot_be_left_blank' });
    // The pack form calls it the postal code; the rule is the same.
    expect(validateRecipient('pack', forms(cc), country(cc), pack(cc, { postCode: '9'.repeat(n + 1) }))).toEqual(bad);
  });
});

describe('required fields', () => {
  it('an empty recipient: every required field, location dropdowns with "please select an item"', () => {
    expect(check('sg', emptyRecipient())).toEqual({
      contact: 'this_field_cannot_be_left_blank',
      name: 'this_field_cannot_be_left_blank',
      postCode: 'this_field_cannot_be_left_blank',
      state: 'please_select_an_item',
      city: 'please_select_an_item',
      district: 'please_select_an_item',
      address: 'this_field_cannot_be_left_blank',
    });
  });

  it('blank text counts as missing; address line 2 and email are optional', () => {
    expect(check('th', recipient('th', { name: '   ', address2: '', email: '' }))).toEqual({ name: 'this_field_cannot_be_left_blank' });
  });

  it('an empty pack: pack id, description, the recipient and the address', () => {
    expect(validateRecipient('pack', forms('id'), country('id'), emptyPack())).toEqual({
      packId: 'this_field_cannot_be_left_blank',
      description: 'this_field_cannot_be_left_blank',
      contact: 'this_field_cannot_be_left_blank',
      name: 'this_field_cannot_be_left_blank',
      postCode: 'this_field_cannot_be_left_blank',
      state: 'please_select_an_item',
      city: 'please_select_an_item',
      district: 'please_select_an_item',
      address: 'this_field_cannot_be_left_blank',
    });
  });

  it('follows the config: an admin who makes email required and names shorter sees it without code', () => {
    const config = forms('my');
    config.recipient.schema.required = [...(config.recipient.schema.required ?? []), 'email'];
    config.recipient.schema.properties.name = { type: 'string', maxLength: 5 };
    expect(check('my', recipient('my', { name: 'Nurul Huda' }), config)).toEqual({
      email: 'this_field_cannot_be_left_blank',
      name: 'this_field_is_too_long',
    });
  });

  it('max lengths: text 255', () => {
    expect(check('vn', recipient('vn', { address: 'x'.repeat(256) }))).toEqual({ address: 'this_field_is_too_long' });
    expect(check('vn', recipient('vn', { address: 'x'.repeat(255) }))).toEqual({});
  });
});

describe('mobile number', () => {
  it('is checked as it will be sent: prefix, leading zeros and spaces do not matter', () => {
    for (const contact of ['+65 9123 4567', '0091234567', '006591234567', ' 9123 4567 ']) {
      expect(check('sg', recipient('sg', { contact }))).toEqual({});
    }
  });

  it.each(['+44 1234 5678', '-91234567', '9123abc', '9'.repeat(31)])('refuses %j with enter_valid_phone_number', (contact) => {
    expect(check('sg', recipient('sg', { contact }))).toEqual({ contact: 'enter_valid_phone_number' });
  });

  it('a number that is only zeros and the prefix is missing, not malformed', () => {
    expect(check('sg', recipient('sg', { contact: '+65 0' }))).toEqual({ contact: 'this_field_cannot_be_left_blank' });
  });
});

describe('email', () => {
  it.each(['bob@', 'bob', 'bob@example', 'a b@example.com'])('refuses %j', (email) => {
    expect(check('id', recipient('id', { email }))).toEqual({ email: 'enter_a_valid_email_address' });
  });

  it('accepts a valid address', () => {
    expect(check('id', recipient('id', { email: 'siti.aminah@example.co.id' }))).toEqual({});
  });
});

describe('location: lat/lng are required only in the Philippines', () => {
  it('ph without coordinates: refused with the location message', () => {
    expect(check('ph', recipient('ph', { lat: null, lng: null }))).toEqual({ lat: 'orders_form.pick_location', lng: 'orders_form.pick_location' });
    expect(validateRecipient('pack', forms('ph'), country('ph'), pack('ph', { lat: null, lng: null })))
      .toEqual({ lat: 'orders_form.pick_location', lng: 'orders_form.pick_location' });
  });

  it.each(COUNTRIES.filter((c) => c !== 'ph'))('%s without coordinates: fine', (cc) => {
    expect(check(cc, recipient(cc, { lat: null, lng: null }))).toEqual({});
  });

  it('coordinates out of range are refused', () => {
    expect(check('ph', recipient('ph', { lat: 91 }))).toEqual({ lat: 'orders_form.invalid_value' });
  });
});

describe('consignee choice', () => {
  it('is required while the list of saved recipients is shown', () => {
    const value = recipient('sg', { consigneeInfoId: null });
    expect(validateRecipient('recipient', forms('sg'), country('sg'), value, { consigneeChoicesShown: true }))
      .toEqual({ consigneeInfoId: 'please_select_an_item' });
    expect(validateRecipient('recipient', forms('sg'), country('sg'), { ...value, consigneeInfoId: 7 }, { consigneeChoicesShown: true })).toEqual({});
    expect(check('sg', value)).toEqual({});
  });
});

describe('the form schemas are checked with the meaning Ajv gives them', () => {
  // Ajv is the reference (formats aside: the email rule has its own cases above).
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
  const VALUES: unknown[] = [
    '', ' ', 'a', '1', '12', '123', '1234', '12345', '123456', '1234567', 'A1234', '１２３４', '12 34', 'é', 'ab\ncd',
    '😀😀😀😀', '😀'.repeat(6), 'x'.repeat(255), 'x'.repeat(256), '😀'.repeat(255), '😀'.repeat(256),
    0, -1, 1.5, 3, -90, -90.0001, 90, 90.5, -180, 180, 181, null, true,
  ];
  const failedRules = (errors: Array<{ keyword?: string; name?: string }> | null | undefined) =>
    (errors ?? []).map((e) => e.keyword ?? e.name).sort();

  it.each(COUNTRIES)('%s: every field of both forms', (cc) => {
    for (const kind of ['recipient', 'pack'] as const) {
      for (const [name, field] of Object.entries(forms(cc)[kind].schema.properties)) {
        const { format: _format, ...rules } = field;
        const schema = { type: 'object' as const, properties: { [name]: rules } };
        const reference = ajv.compile(schema);
        for (const value of VALUES) {
          reference({ [name]: value });
          const ours = formValidator.validateFormData({ [name]: value } as never, schema as never).errors;
          expect(failedRules(ours), `${cc} ${kind} ${name} ${JSON.stringify(value)}`).toEqual(failedRules(reference.errors));
        }
      }
    }
  });

  it('required: a missing field, not a blank one (blanks are dropped before the check)', () => {
    const schema = forms('sg').recipient.schema;
    const reference = ajv.compile(schema);
    reference({});
    expect(failedRules(formValidator.validateFormData({} as never, schema as never).errors)).toEqual(failedRules(reference.errors));
  });

  it('knows every keyword the forms config allows, and refuses one it does not know', () => {
    const meta = JSON.parse(readFileSync('config/schemas/forms.schema.json', 'utf8')) as {
      definitions: Record<string, { properties: Record<string, { properties: Record<string, unknown> }> }>;
    };
    expect(FIELD_KEYWORDS).toEqual(expect.arrayContaining(Object.keys(meta.definitions.field!.properties)));
    expect(FORM_KEYWORDS).toEqual(expect.arrayContaining(Object.keys(meta.definitions.formSpec!.properties.schema!.properties)));
    const config = forms('sg');
    (config.recipient.schema.properties.name as unknown as Record<string, unknown>).const = 'Ana';
    expect(() => check('sg', recipient('sg'), config)).toThrow(/unsupported keyword "const"/);
  });

  it('a select: a value outside its enum fails "enum" (a blank one is dropped, as for any field)', () => {
    const schema = { type: 'object' as const, properties: { kind: { type: 'string' as const, enum: ['crushed', 'wet'] } } };
    const reference = ajv.compile(schema);
    for (const value of ['crushed', 'wet', 'torn', 'Crushed', 3, null]) {
      reference({ kind: value });
      const ours = formValidator.validateFormData({ kind: value } as never, schema as never).errors;
      expect(failedRules(ours), JSON.stringify(value)).toEqual(failedRules(reference.errors));
    }
  });
});
