// Two pieces every config screen shares: reading an admin's JSON text without trusting it, and the problem list's
// wording (file, JSON path, message).
import { describe, expect, it } from 'vitest';
import { formatProblems } from '../../src/kernel/config/problems';
import { parseJsonSafely } from '../../src/kernel/config/safeJson';

describe('parseJsonSafely', () => {
  it('parses ordinary JSON unchanged', () => {
    expect(parseJsonSafely('{"a":[1,{"b":null}],"c":"x"}')).toEqual({ value: { a: [1, { b: null }], c: 'x' }, dropped: [] });
    expect(parseJsonSafely('42')).toEqual({ value: 42, dropped: [] });
  });

  it('drops __proto__, constructor and prototype at any depth, with their JSON pointers', () => {
    const result = parseJsonSafely(
      '{"__proto__":{"polluted":1},"list":[{"constructor":{"prototype":{"polluted":2}}},{"ok":true}],"a/b":{"prototype":3},"keep":{"x":1}}',
    );
    expect(result.value).toEqual({ list: [{}, { ok: true }], 'a/b': {}, keep: { x: 1 } });
    expect(result.dropped).toEqual(['/__proto__', '/list/0/constructor', '/a~1b/prototype']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(result.value, '__proto__')).toBe(false);
  });

  it('escapes ~ and / in the pointer of a parent key', () => {
    expect(parseJsonSafely('{"m~n":{"x/y":{"__proto__":{}}}}').dropped).toEqual(['/m~0n/x~1y/__proto__']);
  });

  it('throws a SyntaxError on bad text, like JSON.parse', () => {
    expect(() => parseJsonSafely('{"a":')).toThrow(SyntaxError);
    expect(() => parseJsonSafely('')).toThrow(SyntaxError);
  });
});

describe('formatProblems', () => {
  it('groups by file: "Invalid config" for errors, "Warnings in config" for warnings only, / for the whole file', () => {
    const text = formatProblems([
      { file: 'config/countries/ph.json', path: '/postcodeLength', message: 'must be integer', severity: 'error' },
      { file: 'config/menus/legacy.json', path: '/items/3/route', message: 'names route "x"', severity: 'warning' },
      { file: 'config/countries/ph.json', path: '/phonePrefix', message: 'must match pattern "^\\+[0-9]{1,4}$"', severity: 'error' },
      { file: 'config/countries/ma.json', path: '', message: 'is missing', severity: 'error' },
    ]);
    expect(text).toBe(
      [
        'Invalid config config/countries/ph.json:',
        '  /postcodeLength must be integer',
        '  /phonePrefix must match pattern "^\\+[0-9]{1,4}$"',
        'Warnings in config config/menus/legacy.json:',
        '  (warning) /items/3/route names route "x"',
        'Invalid config config/countries/ma.json:',
        '  / is missing',
      ].join('\n'),
    );
  });

  it('a file with an error and a warning is "Invalid" and marks the warning', () => {
    expect(
      formatProblems([
        { file: 'config/countries/sg.json', path: '/__proto__', message: 'is a forbidden key and was ignored', severity: 'warning' },
        { file: 'config/countries/sg.json', path: '/code', message: 'must be "sg"', severity: 'error' },
      ]),
    ).toBe('Invalid config config/countries/sg.json:\n  (warning) /__proto__ is a forbidden key and was ignored\n  /code must be "sg"');
  });

  it('no problems give an empty text', () => {
    expect(formatProblems([])).toBe('');
  });
});
