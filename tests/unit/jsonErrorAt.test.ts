import { describe, expect, it } from 'vitest';
import { jsonErrorAt } from '../../src/kernel/config/jsonErrorAt';

describe('jsonErrorAt', () => {
  it('accepts valid JSON of every kind', () => {
    for (const text of ['{}', '[]', '{"a": [1, -2.5e3, true, false, null, "x\\n\\u00e9"]}', ' "s" ', '0']) {
      expect(jsonErrorAt(text)).toBeNull();
      expect(() => JSON.parse(text)).not.toThrow();
    }
  });

  it('points at a trailing comma in an array, which Chromium reports without a position', () => {
    expect(jsonErrorAt('{\n  "a": [1, 2,\n  ]\n}')).toEqual({ line: 3, column: 3 });
  });

  it('points at a trailing comma in an object', () => {
    expect(jsonErrorAt('{\n  "a": 1,\n}')).toEqual({ line: 3, column: 1 });
  });

  it('points at an unquoted key, a missing colon, a bad literal and text after the end', () => {
    expect(jsonErrorAt('{ oops')).toEqual({ line: 1, column: 3 });
    expect(jsonErrorAt('{"a" 1}')).toEqual({ line: 1, column: 6 });
    expect(jsonErrorAt('[tru]')).toEqual({ line: 1, column: 2 });
    expect(jsonErrorAt('{} x')).toEqual({ line: 1, column: 4 });
  });

  it('points into an unterminated string and at a bad escape', () => {
    expect(jsonErrorAt('"abc')).toEqual({ line: 1, column: 5 });
    expect(jsonErrorAt('"a\\q"')).toEqual({ line: 1, column: 3 });
  });
});
