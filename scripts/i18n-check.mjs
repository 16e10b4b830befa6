#!/usr/bin/env node
// Checks every message catalog folder under src/ (src/kernel/messages and each plugin's src/plugins/<id>/messages):
// all locales exist, have exactly the keys of en.json, no empty values, and the same ICU placeholders as English.
// Prints each problem as `file: key: problem` and exits 1 if there is any. No dependencies beyond node built-ins.
// Usage: node scripts/i18n-check.mjs [project-root]   (default: the folder above this script)
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const LOCALES = ['en', 'fr', 'id', 'ms', 'th', 'vi', 'zh'];
const root = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(import.meta.dirname, '..');
const srcDir = path.join(root, 'src');
const rel = (p) => path.relative(root, p).split(path.sep).join('/');

/** Every directory named `messages` under dir (node_modules and dot-folders skipped). */
function findMessageDirs(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'messages') found.push(full);
    found.push(...findMessageDirs(full));
  }
  return found.sort();
}

/**
 * Argument names used by an ICU MessageFormat string, including plural/select/selectordinal arguments and the
 * arguments nested in their options. Follows ICU apostrophe quoting. Throws on unbalanced braces or a malformed
 * argument.
 */
function icuArguments(message) {
  const names = new Set();
  let i = 0;
  const fail = (why) => {
    throw new Error(`${why} at offset ${i}`);
  };
  const skipWs = () => {
    while (i < message.length && /\s/.test(message[i])) i++;
  };
  const readToken = () => {
    const start = i;
    while (i < message.length && !/[\s,{}]/.test(message[i])) i++;
    return message.slice(start, i);
  };

  // Parses message text until the end (depth 0) or an unquoted `}` closing a sub-message (depth > 0).
  const parseText = (depth, inPlural) => {
    while (i < message.length) {
      const ch = message[i];
      if (ch === "'") {
        const next = message[i + 1];
        if (next === "'") {
          i += 2;
        } else if (next === '{' || next === '}' || next === '|' || (inPlural && next === '#')) {
          i += 1;
          for (;;) {
            if (i >= message.length) return; // ICU: quoted text runs to the end of the message
            if (message[i] === "'") {
              if (message[i + 1] === "'") i += 2;
              else {
                i += 1;
                break;
              }
            } else i += 1;
          }
        } else {
          i += 1;
        }
      } else if (ch === '{') {
        i += 1;
        parseArgument();
      } else if (ch === '}') {
        // A stray `}` at top level is literal text for the formatjs parser the portal uses at runtime.
        if (depth === 0) i += 1;
        else return;
      } else {
        i += 1;
      }
    }
    if (depth > 0) fail('unclosed "{"');
  };

  // Called just after an argument's opening `{`; consumes through its closing `}`.
  const parseArgument = () => {
    skipWs();
    const name = readToken();
    if (!name) fail('empty argument name');
    names.add(name);
    skipWs();
    if (message[i] === '}') {
      i += 1;
      return;
    }
    if (message[i] !== ',') fail(`expected "," or "}" after argument "${name}"`);
    i += 1;
    skipWs();
    const type = readToken();
    if (!type) fail(`missing type for argument "${name}"`);
    skipWs();
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      if (message[i] !== ',') fail(`expected "," after "${type}" in argument "${name}"`);
      i += 1;
      let options = 0;
      for (;;) {
        skipWs();
        if (i >= message.length) fail(`unclosed argument "${name}"`);
        if (message[i] === '}') break;
        const selector = readToken();
        if (!selector) fail(`expected a selector in argument "${name}"`);
        if (selector.startsWith('offset:')) continue;
        skipWs();
        if (message[i] !== '{') fail(`expected "{" after selector "${selector}" in argument "${name}"`);
        i += 1;
        parseText(1, type !== 'select');
        i += 1; // closing `}` of the option
        options += 1;
      }
      if (options === 0) fail(`no options in argument "${name}"`);
      i += 1;
      return;
    }
    // number/date/time/etc.: an optional style, which may itself contain quoted or nested braces
    if (message[i] === '}') {
      i += 1;
      return;
    }
    if (message[i] !== ',') fail(`expected "," or "}" after type "${type}" in argument "${name}"`);
    i += 1;
    let depth = 1;
    while (i < message.length) {
      const ch = message[i];
      if (ch === "'") {
        const close = message.indexOf("'", i + 1);
        i = close === -1 ? message.length : close + 1;
        continue;
      }
      if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) {
        i += 1;
        return;
      }
      i += 1;
    }
    fail(`unclosed argument "${name}"`);
  };

  parseText(0, false);
  return names;
}

function readCatalog(file, problems) {
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${rel(file)}: -: cannot read JSON (${error.message})`);
    return undefined;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.push(`${rel(file)}: -: must be a JSON object of key → message`);
    return undefined;
  }
  return data;
}

const problems = [];
let catalogs = 0;
const keyCounts = new Set();

const dirs = fs.existsSync(srcDir) ? findMessageDirs(srcDir) : [];
if (dirs.length === 0) problems.push('src: -: no messages folder found');

for (const dir of dirs) {
  const enFile = path.join(dir, 'en.json');
  if (!fs.existsSync(enFile)) {
    problems.push(`${rel(enFile)}: -: missing catalog`);
    continue;
  }
  const en = readCatalog(enFile, problems);
  if (!en) continue;
  const enKeys = Object.keys(en);
  keyCounts.add(enKeys.length);

  const enArgs = new Map();
  for (const key of enKeys) {
    try {
      enArgs.set(key, icuArguments(String(en[key])));
    } catch (error) {
      problems.push(`${rel(enFile)}: ${key}: invalid ICU message (${error.message})`);
    }
  }

  for (const locale of LOCALES) {
    const file = path.join(dir, `${locale}.json`);
    const name = rel(file);
    if (!fs.existsSync(file)) {
      problems.push(`${name}: -: missing catalog`);
      continue;
    }
    const catalog = locale === 'en' ? en : readCatalog(file, problems);
    if (!catalog) continue;
    catalogs++;

    const keys = Object.keys(catalog);
    const missing = enKeys.filter((k) => !Object.hasOwn(catalog, k));
    const extra = keys.filter((k) => !Object.hasOwn(en, k));
    for (const key of missing) problems.push(`${name}: ${key}: missing key`);
    for (const key of extra) problems.push(`${name}: ${key}: extra key (not in en.json)`);

    for (const key of keys) {
      if (!Object.hasOwn(en, key)) continue;
      const value = catalog[key];
      if (typeof value !== 'string') {
        problems.push(`${name}: ${key}: value is not a string`);
        continue;
      }
      if (value.trim() === '') {
        problems.push(`${name}: ${key}: empty value`);
        continue;
      }
      if (locale === 'en') continue;
      let args;
      try {
        args = icuArguments(value);
      } catch (error) {
        problems.push(`${name}: ${key}: invalid ICU message (${error.message})`);
        continue;
      }
      const expected = enArgs.get(key);
      if (!expected) continue;
      const lacking = [...expected].filter((a) => !args.has(a));
      const unknown = [...args].filter((a) => !expected.has(a));
      if (lacking.length) problems.push(`${name}: ${key}: missing placeholder ${lacking.map((a) => `{${a}}`).join(', ')}`);
      if (unknown.length) problems.push(`${name}: ${key}: unknown placeholder ${unknown.map((a) => `{${a}}`).join(', ')}`);
    }
  }
}

if (problems.length) {
  process.stderr.write(`${problems.join('\n')}\ni18n: ${problems.length} problem${problems.length === 1 ? '' : 's'}\n`);
  process.exitCode = 1;
} else {
  const keysText = keyCounts.size === 1 ? String([...keyCounts][0]) : [...keyCounts].sort((a, b) => a - b).join('/');
  process.stdout.write(`i18n: ${catalogs} catalogs, ${keysText} keys each, all complete\n`);
}
