import { describe, expect, it } from 'vitest';
import { REAL_CONFIG_FILES } from '../../harness/realConfig';
import { checkNewCountry, countryRules, type NewCountryFields } from '../../../src/plugins/configStudio/model/newCountryInput';

const schema = (name: string) => JSON.parse(REAL_CONFIG_FILES.get(`schemas/${name}`) ?? 'null') as unknown;
const RULES = countryRules(schema('country.schema.json'), schema('_gate.schema.json'));
const KH: NewCountryFields = { code: 'kh', name: 'Cambodia', phonePrefix: '+855', currencyCode: 'KHR', currencySymbol: '៛', utcOffset: '7' };
const TAKEN = ['sg', 'th'];

describe('the new country form, against the served schemas', () => {
  it('reads its limits from config/schemas (not a copy)', () => {
    expect(RULES.offset).toEqual({ minimum: -12, maximum: 14, multipleOf: 0.25 });
    expect(RULES.phonePrefix.test('+855')).toBe(true);
    expect(RULES.phonePrefix.test('855')).toBe(false);
  });

  it('turns right values into the model input, trimmed, the offset a number', () => {
    expect(checkNewCountry({ ...KH, code: ' kh ', utcOffset: '5,5' }, RULES, TAKEN)).toEqual({
      ok: true, input: { code: 'kh', name: 'Cambodia', phonePrefix: '+855', currency: { code: 'KHR', symbol: '៛' }, utcOffset: 5.5 },
    });
  });

  it('names every wrong field with its message', () => {
    const result = checkNewCountry({ code: 'sg', name: ' ', phonePrefix: '855', currencyCode: 'khr', currencySymbol: 'KHR៛x', utcOffset: '7.3' }, RULES, TAKEN);
    expect(result).toEqual({
      ok: false,
      errors: {
        code: 'configStudio.new_code_taken', name: 'configStudio.new_required', phonePrefix: 'configStudio.new_prefix_invalid',
        currencyCode: 'configStudio.new_currency_invalid', currencySymbol: 'configStudio.new_symbol_invalid', utcOffset: 'configStudio.new_offset_invalid',
      },
    });
    expect(checkNewCountry({ ...KH, code: 'KHM' }, RULES, TAKEN)).toMatchObject({ errors: { code: 'configStudio.new_code_invalid' } });
    expect(checkNewCountry({ ...KH, utcOffset: '15' }, RULES, TAKEN)).toMatchObject({ errors: { utcOffset: 'configStudio.new_offset_invalid' } });
    expect(checkNewCountry({ ...KH, utcOffset: '' }, RULES, TAKEN)).toMatchObject({ errors: { utcOffset: 'configStudio.new_offset_invalid' } });
  });

  it('a schema that changed its rule changes the form', () => {
    const country = schema('country.schema.json') as { properties: { phonePrefix: { pattern: string } } };
    const strict = countryRules({ ...country, properties: { ...country.properties, phonePrefix: { pattern: '^\\+[0-9]{3}$' } } }, schema('_gate.schema.json'));
    expect(checkNewCountry({ ...KH, phonePrefix: '+85' }, strict, TAKEN)).toMatchObject({ errors: { phonePrefix: 'configStudio.new_prefix_invalid' } });
    expect(checkNewCountry({ ...KH, phonePrefix: '+85' }, RULES, TAKEN).ok).toBe(true);
  });
});
