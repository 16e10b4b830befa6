// 'New country from…': Cambodia (kh) from Singapore. The three files go into a copy of config/ and the same check
// `npm run config:check` runs decides whether the portal would start with them.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REAL_CONFIG_FILES } from '../../harness/realConfig';
import { newCountryFrom, type NewCountryInput } from '../../../src/plugins/configStudio/model/newCountry';

const served = Object.fromEntries(REAL_CONFIG_FILES);
const KH: NewCountryInput = { code: 'kh', name: 'Cambodia', phonePrefix: '+855', currency: { code: 'KHR', symbol: '៛', position: 'after' }, utcOffset: 7 };

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** config/ with the files over it, on disk, checked by scripts/config-check.mjs. */
function configCheck(files: Readonly<Record<string, string>>): { status: number | null; output: string } {
  const dir = mkdtempSync(join(tmpdir(), 'studio-kh-'));
  dirs.push(dir);
  cpSync('config', dir, { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const run = spawnSync('node', ['scripts/config-check.mjs', dir], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('newCountryFrom', () => {
  const result = newCountryFrom(served, 'sg', KH);
  if (!result.ok) throw new Error(result.reason);
  const country = JSON.parse(result.files['countries/kh.json'] ?? '') as Record<string, unknown>;

  it("writes the recipe's three files: the asked values changed, the rest copied from the source", () => {
    expect(Object.keys(result.files).sort()).toEqual(['countries/kh.json', 'forms/kh.json', 'portal.json']);
    const sg = JSON.parse(served['countries/sg.json'] ?? '') as Record<string, unknown>;
    expect(country).toEqual({
      ...sg, nameId: undefined, code: 'kh', names: { en: 'Cambodia' }, phonePrefix: '+855', utcOffsetHours: 7,
      currency: { code: 'KHR', symbol: '៛', position: 'after' }, api: { baseUrl: '/api/kh' },
    } as Record<string, unknown>);
    expect(Object.keys(country).slice(0, 3)).toEqual(['$schema', 'code', 'names']);
    expect(result.files['forms/kh.json']).toBe(served['forms/sg.json']);
    expect((JSON.parse(result.files['portal.json'] ?? '') as { countries: string[] }).countries).toEqual(['sg', 'id', 'th', 'my', 'ph', 'vn', 'mm', 'ma', 'kh']);
    expect(result.review.map((r) => r.path)).toEqual(['/postcodeLength', '/cod', '/defaultLanguage', '/deliveryTypes', '/supportHotline', '/api/baseUrl']);
  });

  it('passes npm run config:check with the shipped config/', () => {
    const run = configCheck(result.files);
    expect(run.output).toContain('config:check ok: 9 countries');
    expect(run.status).toBe(0);
  }, 60_000);

  it('the check names what is still wrong: a phone prefix the schema refuses', () => {
    const bad = newCountryFrom(served, 'sg', { ...KH, phonePrefix: '855' });
    if (!bad.ok) throw new Error(bad.reason);
    const run = configCheck(bad.files);
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/countries\/kh\.json[\s\S]*\/phonePrefix/);
  }, 60_000);

  it('refuses a code portal.json already lists, and a source without its files', () => {
    expect(newCountryFrom(served, 'sg', { ...KH, code: 'th' })).toEqual({ ok: false, reason: 'codeTaken' });
    expect(newCountryFrom(served, 'xx', KH)).toEqual({ ok: false, reason: 'sourceMissing' });
  });
});
