// @vitest-environment node
// Each row of a bulk post file against the country's recipient form and the order page's parcel rules.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { CountryConfig, FormSpec } from '../../../src/kernel/types';
import { parcelRules } from '../../../src/plugins/orders/services/parcelRules';
import { layoutOf } from '../../../src/plugins/bulk/model/columns';
import { deliveryTypeOf, rowProblems, type RowContext } from '../../../src/plugins/bulk/model/rowRules';
import type { PostRow } from '../../../src/plugins/bulk/model/postFile';

const json = (path: string) => JSON.parse(readFileSync(new URL(`../../../config/${path}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const ctxOf = (cc: string, over: Partial<RowContext> = {}): RowContext => ({
  layout: layoutOf('province'),
  country: json(`countries/${cc}.json`) as unknown as CountryConfig,
  recipientForm: (json(`forms/${cc}.json`).recipient) as FormSpec,
  rules: parcelRules,
  flags: {},
  codAllowed: true,
  ...over,
});
const good = (line: number, over: Record<string, string> = {}): PostRow => ({
  line,
  cells: { ...Object.fromEntries(layoutOf('province').columns.map((c) => [c.key, c.example])), stamp_id: `STAMPTH${line}`, ...over },
});

describe('bulk post row rules', () => {
  it('passes the template row in Thailand', () => {
    expect(rowProblems([good(2), good(3)], ctxOf('th'))).toEqual({});
  });

  it('puts each problem on its column, as message ids', () => {
    const bad = good(2, { to_postcode: '1100', to_contact: '12ab', weight: '0', delivery_type: 'STANDARD', to_email: 'nope', to_name: '', l1_id: 'x', stamp_id: 'STAMP-1' });
    expect(rowProblems([bad], ctxOf('th'))[2]).toEqual({
      to_postcode: 'enter_a_valid_post_code',
      to_contact: 'enter_valid_phone_number',
      weight: 'orders.weight_invalid',
      delivery_type: 'bulk.delivery_type_invalid',
      to_email: 'enter_a_valid_email_address',
      to_name: 'this_field_cannot_be_left_blank',
      l1_id: 'bulk.invalid_level',
      stamp_id: 'scanner.invalid_format',
    });
  });

  it('an instruction over 255 characters is too long, counted as the forms count (an emoji is one character)', () => {
    expect(rowProblems([good(2, { delivery_instruction: 'x'.repeat(256) })], ctxOf('th'))[2]).toEqual({ delivery_instruction: 'bulk.too_long' });
    expect(rowProblems([good(2, { delivery_instruction: '📦'.repeat(255) })], ctxOf('th'))).toEqual({});
  });

  it('marks every row of a repeated stamp id', () => {
    const problems = rowProblems([good(2, { stamp_id: 'STAMP1' }), good(3, { stamp_id: 'stamp1' }), good(4)], ctxOf('th'));
    expect(problems).toEqual({ 2: { stamp_id: 'bulk.duplicate_stamp_ids' }, 3: { stamp_id: 'bulk.duplicate_stamp_ids' } });
  });

  it('asks COD only where the point offers it, the insured value in ph and the pickup instruction in id', () => {
    expect(rowProblems([good(2, { cod: '50' })], ctxOf('th', { codAllowed: false }))[2]).toEqual({ cod: 'bulk.cod_not_allowed' });
    const ph = rowProblems([good(2, { to_postcode: '1000', delivery_type: 'STANDARD' })], ctxOf('ph', { layout: layoutOf('province') }))[2];
    expect(ph?.insured_value).toBe('this_field_cannot_be_left_blank');
    const id = rowProblems([good(2, { pickup_instruction: '', delivery_type: 'STANDARD' })], ctxOf('id'))[2];
    expect(id?.pickup_instruction).toBe('this_field_cannot_be_left_blank');
  });

  it('reads the country’s delivery types, NEXT_DAY as NEXTDAY', () => {
    const th = ctxOf('th').country;
    expect(deliveryTypeOf('next_day', th)).toBe('NEXTDAY');
    expect(deliveryTypeOf('STANDARD', th)).toBeNull();
  });
});
