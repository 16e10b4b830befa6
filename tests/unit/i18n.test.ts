import fs from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { pluginManifests } from '../../src/kernel/pluginHost/registry';
import { catalogFor, configMessageRefs } from '../harness/pluginSet';

const LOCALES = ['en', 'fr', 'id', 'ms', 'th', 'vi', 'zh'] as const;
const ROOT = process.cwd();
const SRC = path.resolve(ROOT, 'src');
const KERNEL_EN = path.resolve(SRC, 'kernel/messages/en.json');

type Catalog = Record<string, unknown>;

const rel = (p: string) => path.relative(ROOT, p).split(path.sep).join('/');

function findMessageDirs(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'messages') found.push(full);
    found.push(...findMessageDirs(full));
  }
  return found.sort();
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
}

function readCatalog(file: string): Catalog {
  const data = readJson(file);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${rel(file)} must be a JSON object of key → message`);
  }
  return data as Catalog;
}

/** Argument names (and `<tag>` names) used by a parsed ICU message, including plural/select arguments. */
function collectArguments(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(el.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        into.add(el.value);
        for (const option of Object.values(el.options)) collectArguments(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${el.value}>`);
        collectArguments(el.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

/** Parses a message; returns its argument names, or the parse error text. */
function argumentsOf(message: string): { names: Set<string> } | { error: string } {
  try {
    return { names: collectArguments(parse(message)) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const sorted = (s: Set<string>) => [...s].sort();

const messageDirs = findMessageDirs(SRC);

describe('i18n catalogs', () => {
  it('finds the kernel messages folder', () => {
    expect(messageDirs.map(rel)).toContain('src/kernel/messages');
  });

  for (const dir of messageDirs) {
    describe(rel(dir), () => {
      const enFile = path.join(dir, 'en.json');

      for (const locale of LOCALES) {
        describe(`${locale}.json`, () => {
          const file = path.join(dir, `${locale}.json`);
          const name = rel(file);
          // A missing file is reported once, by the first test; the content checks only run on files that exist.
          const present = fs.existsSync(file) && fs.existsSync(enFile);

          it('exists and has exactly the keys of en.json', () => {
            expect(fs.existsSync(enFile), `${rel(enFile)} is missing`).toBe(true);
            expect(fs.existsSync(file), `${name} is missing`).toBe(true);
            const en = readCatalog(enFile);
            const catalog = readCatalog(file);
            const missing = Object.keys(en).filter((k) => !Object.hasOwn(catalog, k));
            const extra = Object.keys(catalog).filter((k) => !Object.hasOwn(en, k));
            const message = [
              missing.length ? `${name} is missing keys: ${missing.join(', ')}` : '',
              extra.length ? `${name} has keys that are not in en.json: ${extra.join(', ')}` : '',
            ]
              .filter(Boolean)
              .join('; ');
            expect({ missing, extra }, message).toEqual({ missing: [], extra: [] });
          });

          it.skipIf(!present)('has no empty values', () => {
            const catalog = readCatalog(file);
            const empty = Object.entries(catalog)
              .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
              .map(([k]) => k);
            expect(empty, `${name} has empty or non-string values: ${empty.join(', ')}`).toEqual([]);
          });

          it.skipIf(!present)('has valid ICU messages with the same placeholders as English', () => {
            const en = readCatalog(enFile);
            const catalog = readCatalog(file);
            const problems: string[] = [];
            for (const [key, value] of Object.entries(catalog)) {
              if (typeof value !== 'string') continue;
              const parsed = argumentsOf(value);
              if ('error' in parsed) {
                problems.push(`${key}: does not parse (${parsed.error})`);
                continue;
              }
              const enValue = en[key];
              if (locale === 'en' || typeof enValue !== 'string') continue;
              const expected = argumentsOf(enValue);
              if ('error' in expected) continue; // reported by the en.json test
              const want = sorted(expected.names);
              const got = sorted(parsed.names);
              if (want.join('\u0000') !== got.join('\u0000')) {
                problems.push(`${key}: placeholders [${got.join(', ')}], English has [${want.join(', ')}]`);
              }
            }
            expect(problems, `${name}:\n  ${problems.join('\n  ')}`).toEqual([]);
          });
        });
      }
    });
  }
});

describe('config message ids', () => {
  // The menu is drawn after login, with every catalog of the build (the kernel's, the shared layers', each plugin
  // manifest's), as config:check accepts it: a plugin's menu entry may be labelled from its own catalog. The login
  // screen names the countries with the kernel's catalog alone.
  it('every labelId/descriptionId in config/menus exists in the catalogs of the build', async () => {
    const ids = new Set(Object.keys(await catalogFor(pluginManifests(), 'en')));
    const refs = configMessageRefs(path.resolve(ROOT, 'config'), 'menus');
    expect(refs.length).toBeGreaterThan(0);
    const unknown = refs.filter((r) => !ids.has(r.id)).map((r) => `config/${r.file}: ${r.id}`);
    expect(unknown, `ids in no catalog of the build:\n  ${unknown.join('\n  ')}`).toEqual([]);
  });

  it('every nameId in config/countries exists in the kernel en.json', () => {
    const en = readCatalog(KERNEL_EN);
    const refs = configMessageRefs(path.resolve(ROOT, 'config'), 'countries');
    expect(refs.length).toBeGreaterThan(0);
    const unknown = refs.filter((r) => !Object.hasOwn(en, r.id)).map((r) => `config/${r.file}: ${r.id}`);
    expect(unknown, `ids not found in src/kernel/messages/en.json:\n  ${unknown.join('\n  ')}`).toEqual([]);
  });
});
