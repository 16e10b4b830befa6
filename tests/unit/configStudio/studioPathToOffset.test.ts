import { describe, expect, it } from 'vitest';
import { pathToOffset } from '../../../src/plugins/configStudio/editor/pathToOffset';
import { refusalOf } from '../../../src/plugins/configStudio/editor/limits';

const text = '{\n  "a": { "b/c": [1, {"d": true}] },\n  "e": "x"\n}';

describe('pathToOffset', () => {
  it('points at the key of an object property', () => {
    expect(text.slice(pathToOffset(text, '/e'))).toMatch(/^"e": "x"/);
  });
  it('follows escaped keys and array indexes', () => {
    expect(text.slice(pathToOffset(text, '/a/b~1c/1/d'))).toMatch(/^"d": true/);
    expect(text.slice(pathToOffset(text, '/a/b~1c/0'))).toMatch(/^1, /);
  });
  it('falls back on the deepest part that exists', () => {
    expect(text.slice(pathToOffset(text, '/a/missing'))).toMatch(/^"a": /);
    expect(pathToOffset(text, '')).toBe(0);
  });
  it('works on text that does not parse', () => {
    const broken = '{ "a": 1, "b": [2, ';
    expect(broken.slice(pathToOffset(broken, '/b'))).toMatch(/^"b"/);
  });
});

describe('refusalOf', () => {
  it('refuses a file over 1 MB and one nested beyond 64 levels, before parsing', () => {
    expect(refusalOf(`"${'x'.repeat(1024 * 1024)}"`)).toBe('tooLarge');
    expect(refusalOf('['.repeat(65) + ']'.repeat(65))).toBe('tooDeep');
    expect(refusalOf('['.repeat(64) + ']'.repeat(64))).toBeNull();
    expect(refusalOf(`{"a": "${'['.repeat(100)}"}`)).toBeNull();
  });
});
