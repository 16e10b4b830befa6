import type { CountryCode } from '@kernel';
import type { NewCountryInput } from './newCountry';

/** What the new-country form asks, as typed. */
export interface NewCountryFields {
  code: string;
  name: string;
  phonePrefix: string;
  currencyCode: string;
  currencySymbol: string;
  utcOffset: string;
}

/** The limits the config's schemas put on those values, read from the served schemas (not a second copy). */
export interface CountryRules {
  code: RegExp;
  phonePrefix: RegExp;
  currencyCode: RegExp;
  symbolMaxLength: number;
  offset: { minimum: number; maximum: number; multipleOf: number };
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
function pattern(v: unknown, fallback: RegExp): RegExp {
  try {
    return typeof v === 'string' ? new RegExp(v) : fallback;
  } catch {
    return fallback;
  }
}

/** The rules of config/schemas/country.schema.json and the country code of _gate.schema.json. */
export function countryRules(countrySchema: unknown, gateSchema: unknown): CountryRules {
  const props = obj(obj(countrySchema).properties);
  const currency = obj(obj(props.currency).properties);
  const offset = obj(props.utcOffsetHours);
  return {
    code: pattern(obj(obj(obj(gateSchema).definitions).countryCode).pattern, /^[a-z]{2}$/),
    phonePrefix: pattern(obj(props.phonePrefix).pattern, /^\+[0-9]{1,4}$/),
    currencyCode: pattern(obj(currency.code).pattern, /^[A-Z]{3}$/),
    symbolMaxLength: num(obj(currency.symbol).maxLength, 4),
    offset: { minimum: num(offset.minimum, -12), maximum: num(offset.maximum, 14), multipleOf: num(offset.multipleOf, 0.25) },
  };
}

export type FieldErrors = Partial<Record<keyof NewCountryFields, string>>;

/**
 * The typed values as the model's input, or a message id per wrong field. `taken`: the codes portal.json already
 * lists (the source's among them).
 */
export function checkNewCountry(fields: NewCountryFields, rules: CountryRules, taken: readonly CountryCode[]):
  { ok: true; input: NewCountryInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const code = fields.code.trim();
  const offsetText = fields.utcOffset.trim().replace(',', '.');
  const offset = Number(offsetText);
  if (!rules.code.test(code)) errors.code = 'configStudio.new_code_invalid';
  else if (taken.includes(code)) errors.code = 'configStudio.new_code_taken';
  if (!fields.name.trim()) errors.name = 'configStudio.new_required';
  if (!rules.phonePrefix.test(fields.phonePrefix.trim())) errors.phonePrefix = 'configStudio.new_prefix_invalid';
  if (!rules.currencyCode.test(fields.currencyCode.trim())) errors.currencyCode = 'configStudio.new_currency_invalid';
  const symbol = fields.currencySymbol.trim();
  if (!symbol || [...symbol].length > rules.symbolMaxLength) errors.currencySymbol = 'configStudio.new_symbol_invalid';
  const { minimum, maximum, multipleOf } = rules.offset;
  if (offsetText === '' || !Number.isFinite(offset) || offset < minimum || offset > maximum || Math.abs(offset / multipleOf - Math.round(offset / multipleOf)) > 1e-9) {
    errors.utcOffset = 'configStudio.new_offset_invalid';
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    input: { code, name: fields.name.trim(), phonePrefix: fields.phonePrefix.trim(), currency: { code: fields.currencyCode.trim(), symbol }, utcOffset: offset },
  };
}
