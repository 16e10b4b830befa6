// @vitest-environment node
// validateRecord runs without React's DOM or a window (bulk runs it in a Web Worker on every row): here in plain Node,
// through the forms module's public entry, on the real Singapore recipient form.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../../src/forms';
import type { CountryConfig, FormSpec } from '../../../src/kernel';

const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const recipient = read<Record<string, FormSpec>>('config/forms/sg.json').recipient!;
const sg = read<CountryConfig>('config/countries/sg.json');

const row = {
  contact: '9123 4567', name: 'Tan Ah Kow', email: '', postCode: '238801', state: 'Singapore', city: 'Singapore',
  district: 'Orchard', address: '1 Orchard Road', address2: '', lat: null, lng: null, consigneeInfoId: null,
};

describe('validateRecord in a worker-like environment', () => {
  it('has no DOM to lean on', () => {
    expect(typeof document).toBe('undefined');
    expect(typeof window).toBe('undefined');
  });

  it('a complete record has no problem', () => {
    expect(validateRecord(recipient, sg, row)).toEqual({});
  });

  it('a bad phone and a missing required field: each field with its message id', () => {
    expect(validateRecord(recipient, sg, { ...row, contact: '+65 12-', name: '   ' })).toEqual({
      contact: 'enter_valid_phone_number',
      name: 'this_field_cannot_be_left_blank',
    });
  });

  it('the country decides the prefix the number is read without', () => {
    expect(validateRecord(recipient, sg, { ...row, contact: '+65 9123 4567' })).toEqual({});
  });
});
