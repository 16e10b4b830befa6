import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { compileCatalog } from '../../../src/kernel/i18n/catalogPlugin';
import { createFormatter } from '../../../src/kernel/i18n/formatMessage';
import { makeIntl } from '../../../src/kernel/i18n/intl';

// The portal formats messages with its own small formatter (no formatjs runtime in the bundle): it must give
// exactly what intl-messageformat gives, for every message of every catalog and for the ICU forms catalogs may use.

function catalogFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...catalogFiles(full));
    else if (path.basename(dir) === 'messages' && /^[a-z]{2}\.json$/.test(e.name)) out.push(full);
  }
  return out.sort();
}

/** Every argument of a message, with whether it is counted (plural) or not. */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, 'count' | 'text'>()) {
  for (const el of elements) {
    if (el.type === TYPE.plural) {
      into.set(el.value, 'count');
      for (const o of Object.values(el.options)) argumentsOf(o.value, into);
    } else if (el.type === TYPE.select) {
      into.set(el.value, 'text');
      for (const o of Object.values(el.options)) argumentsOf(o.value, into);
    } else if (el.type === TYPE.argument || el.type === TYPE.number) {
      if (!into.has(el.value)) into.set(el.value, el.type === TYPE.number ? 'count' : 'text');
    } else if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

const files = catalogFiles(path.resolve('src'));

describe('message formatting without formatjs', () => {
  it('finds the catalogs', () => {
    expect(files.some((f) => f.endsWith(path.join('kernel', 'messages', 'en.json')))).toBe(true);
  });

  it.each(files)('%s: every message reads as intl-messageformat formats it, compiled or not', (file) => {
    const locale = path.basename(file, '.json');
    const source = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    const compiled = compileCatalog(source, locale);
    const formatter = createFormatter(locale);
    for (const [id, message] of Object.entries(source)) {
      const args = argumentsOf(parse(message));
      for (const n of args.size ? [0, 1, 2, 5, 21] : [0]) {
        const values = Object.fromEntries([...args].map(([name, kind]) => [name, kind === 'count' ? n : `«${name}»`]));
        const expected = String(new IntlMessageFormat(message, locale).format(values));
        const tree = compiled[id];
        const actual = typeof tree === 'string' ? tree : formatter.format(tree as MessageFormatElement[], values);
        expect(actual, `${id} with ${JSON.stringify(values)}`).toBe(expected);
      }
    }
  });

  const samples: Array<[string, Record<string, unknown>]> = [
    ["It''s '{'literal'}' {name}", { name: 'Ann' }],
    ['{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}', { n: 3, who: 'Bo' }],
    ['{n, plural, =0 {none} one {# parcel} other {# parcels}}', { n: 1234.5 }],
    ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
    ['{kind, select, post {Post} pack {Pack} other {Other}}', { kind: 'pack' }],
    ['{kind, select, post {Post} other {Other {x}}}', { kind: 'zzz', x: 1 }],
    ['{v, number} / {v, number, integer} / {p, number, percent} / {v, number, ::currency/THB}', { v: 1234.567, p: 0.256 }],
    ['{d, date, short} | {d, date, medium} | {d, date, long} | {d, time, short}', { d: Date.UTC(2024, 0, 2, 3, 4, 5) }],
    ['Read <b>{code}</b> now', { code: 'X1', b: (chunks: string[]) => `[${chunks.join('')}]` }],
  ];

  it.each(samples)('%s', (message, values) => {
    for (const locale of ['en', 'th', 'zh', 'fr']) {
      const expected = new IntlMessageFormat(message, locale).format(values as Record<string, string>);
      const compiled = compileCatalog({ m: message }, locale).m;
      const actual = typeof compiled === 'string' ? compiled : createFormatter(locale).format(compiled as MessageFormatElement[], values);
      expect(actual, locale).toBe(Array.isArray(expected) ? expected.join('') : String(expected));
    }
  });

  it('falls back to the id for an unknown id and to the text when a value is missing', () => {
    const { t } = makeIntl('en', { hello: 'Hello, {name}', plain: 'Plain' });
    expect(t('hello', { name: 'Kim' })).toBe('Hello, Kim');
    expect(t('plain')).toBe('Plain');
    expect(t('nope')).toBe('nope');
    expect(t('hello')).toBe('Hello, {name}');
  });

  it('formats a compiled catalog: plain texts as they are, trees with their values', () => {
    const catalog = compileCatalog({ plain: "Don''t worry", count: '{n, plural, one {# parcel} other {# parcels}}' }, 'en');
    expect(catalog.plain).toBe("Don't worry");
    const { t } = makeIntl('en', catalog as Record<string, string>);
    expect(t('count', { n: 2 })).toBe('2 parcels');
  });
});
