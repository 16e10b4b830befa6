// @vitest-environment node
// Part 1 §5's length limits, one rule for every field of every layer (src/ui/textLength.ts): nothing is cut on the way
// in (no HTML maxlength, which cut a pasted 1,000-character address to 255 and sent it), and a text over its limit is
// refused with a message that says so: the field's own (a phone or postcode message) or the shared 'too long'.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, isTooLong, lengthProblem, shownErrors, TOO_LONG, validateRecord } from '../../../src/forms';
import * as uiLength from '../../../src/ui/textLength';
import { idLengthProblem, ID_TOO_LONG, scannedIdProblem } from '../../../src/ui/scanner/idFormat';
import type { CountryConfig, FormSpec } from '../../../src/kernel';
import { parcelFieldProblems, stampIdLocalProblem } from '../../../src/plugins/orders/model/parcelRules';
import { newParcel } from '../../../src/plugins/orders/model/parcel';

const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const COUNTRIES = readdirSync('config/forms').filter((f) => /^[a-z]{2}\.json$/.test(f)).map((f) => f.slice(0, 2));

describe('the length rule', () => {
  it('is written once, in src/ui, where the kernel and the plugins reach it; the forms module re-exports it', () => {
    expect(isTooLong).toBe(uiLength.isTooLong);
    expect(lengthProblem).toBe(uiLength.lengthProblem);
    expect(FIELD_LIMITS).toBe(uiLength.FIELD_LIMITS);
    expect(TOO_LONG).toBe(uiLength.TOO_LONG);
  });

  it("its 'too long' message is in all seven of the kernel's catalogs (the login form has no other)", () => {
    for (const locale of ['en', 'fr', 'id', 'ms', 'th', 'vi', 'zh']) {
      const words = read<Record<string, string>>(`src/kernel/messages/${locale}.json`)[TOO_LONG];
      expect(words, locale).toMatch(/\S/);
    }
  });

  it('an id of a scan or code field: over 30 characters is refused whole, with its message, before its format', () => {
    expect(idLengthProblem('A'.repeat(30))).toBeNull();
    expect(idLengthProblem(` ${'A'.repeat(31)} `)).toBe(ID_TOO_LONG);
    expect(scannedIdProblem('NV-'.repeat(67))).toBe(ID_TOO_LONG);
  });

  it('counts characters as JSON Schema does (an emoji counts once) and says TOO_LONG past the limit', () => {
    expect(isTooLong('a'.repeat(255), 255)).toBe(false);
    expect(isTooLong('a'.repeat(256), 255)).toBe(true);
    expect(isTooLong('😀'.repeat(255), 255)).toBe(false);
    expect(lengthProblem('x'.repeat(1000), FIELD_LIMITS.text)).toBe(TOO_LONG);
    expect(lengthProblem('x', FIELD_LIMITS.text)).toBeNull();
  });

  it('the Singapore recipient: a pasted 1,000-character street address is refused with the too-long message', () => {
    const spec = read<Record<string, FormSpec>>('config/forms/sg.json').recipient!;
    const sg = read<CountryConfig>('config/countries/sg.json');
    const row = { contact: '91234567', name: 'Tan Ah Kow', postCode: '238801', state: 'S', city: 'S', district: 'O', address: 'x'.repeat(1000) };
    expect(validateRecord(spec, sg, row)).toEqual({ address: TOO_LONG });
    expect(validateRecord(spec, sg, { ...row, address: 'x'.repeat(255) })).toEqual({});
  });

  it('a text past its limit is shown at once; other errors wait until the field is left', () => {
    const spec = read<Record<string, FormSpec>>('config/forms/sg.json').recipient!;
    const errors = { address: TOO_LONG, name: 'this_field_cannot_be_left_blank' };
    expect(shownErrors(spec, errors, {}, new Set(), false)).toEqual({ address: TOO_LONG });
    expect(shownErrors(spec, errors, {}, new Set(['name']), false)).toEqual(errors);
  });

  // Every text field of every form of every country: one character over the limit is refused, with a message that
  // names the problem (never the catch-all 'This value is not valid').
  for (const cc of COUNTRIES) {
    const forms = read<Record<string, FormSpec | string>>(`config/forms/${cc}.json`);
    const country = read<CountryConfig>(`config/countries/${cc}.json`);
    for (const [kind, spec] of Object.entries(forms)) {
      if (typeof spec !== 'object' || !spec.schema) continue;
      const limited = Object.entries(spec.schema.properties).filter(([, f]) => typeof f.maxLength === 'number');
      it(`${cc} ${kind}: ${limited.length} limited fields say so when too long`, () => {
        expect(limited.length).toBeGreaterThan(0);
        for (const [name, field] of limited) {
          const over = '9'.repeat(field.maxLength! + 1);
          const message = validateRecord(spec, country, { [name]: over })[name];
          expect(message, `${cc}.${kind}.${name}`).toBeDefined();
          expect(message, `${cc}.${kind}.${name}`).not.toBe('orders_form.invalid_value');
        }
      });
    }
  }
});

describe('the order parcel fields', () => {
  it('a stamp id, pickup instruction and comments over their limits are refused with the too-long message', () => {
    expect(stampIdLocalProblem('A'.repeat(31), [])).toBe(TOO_LONG);
    const parcel = { ...newParcel('POST', ['STANDARD']), description: 'd'.repeat(256), comments: 'c'.repeat(1000) };
    const problems = parcelFieldProblems(parcel, { country: {}, flags: {}, otherIds: [] });
    expect(problems.description).toBe(TOO_LONG);
    expect(problems.comments).toBe(TOO_LONG);
  });
});

// No input anywhere in src/ cuts text: a maxlength (a JSX attribute, a props object spread onto an input, or set on
// the element) would do it silently. The login form, the shell's search, history's searches, the handover reason,
// collect's fields and the scanner (its fields went through maxLength in FIELD_SHAPES) all keep the whole text.
const CUTS = /\bmax[Ll]ength\s*=\s*[{"']|\bmax[Ll]ength\s*:\s*\d|setAttribute\(\s*['"]maxlength|\.maxLength\s*=[^=]/;
const sourceFiles = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
  const p = path.join(dir, f);
  if (statSync(p).isDirectory()) return sourceFiles(p);
  return /\.(tsx?|html)$/.test(p) ? [p] : [];
});

describe('no input cuts text', () => {
  it('no file of src/ sets a maxlength on a field', () => {
    const found = sourceFiles('src').filter((f) => CUTS.test(readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  });

  it('the pattern finds the ways a field was cut', () => {
    expect(CUTS.test('<Input value={q} maxLength={255} />')).toBe(true);
    expect(CUTS.test('<input maxlength="30">')).toBe(true);
    expect(CUTS.test("barcode: { maxLength: 30, autoComplete: 'off' }")).toBe(true);
    expect(CUTS.test("input.setAttribute('maxlength', '20')")).toBe(true);
    // A schema's limit and its message are not a cut.
    expect(CUTS.test('if (maxLength !== undefined && length > maxLength)')).toBe(false);
    expect(CUTS.test('maxLength: TOO_LONG,')).toBe(false);
  });
});
