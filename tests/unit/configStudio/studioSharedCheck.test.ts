import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAjv, loadSchemas } from '../../../build/validators';
import { checkConfigSet, problemsOf } from '../../../src/kernel/config/checkSet';
import type { ValidateFn } from '../../../src/kernel/config/load';
import { formatProblems } from '../../../src/kernel/config/problems';
import { pluginManifests } from '../../../src/kernel/pluginHost/registry';

const root = join(import.meta.dirname, '../../..');
const catalogs = import.meta.glob<Record<string, string>>(['../../../src/**/messages/en.json'], { eager: true, import: 'default' });
const messageIds = new Set(Object.values(catalogs).flatMap((c) => Object.keys(c)));

function listFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name), base) : [relative(base, join(dir, e.name))]));
}

/** The seeded mistakes: each changes one file's text. */
const SEEDS: Record<string, [string, (text: string) => string]> = {
  'a phone prefix without its +': ['countries/ph.json', (t) => t.replace('"phonePrefix": "+63"', '"phonePrefix": "63"')],
  'a menu naming a route that does not exist': ['menus/new-design.json', (t) => t.replace(/"route": "[^"]+"/, '"route": "nowhere"')],
  'broken JSON': ['gates.json', (t) => t.slice(0, -5)],
};

describe('the studio runs the same check as npm run config:check', () => {
  for (const [name, [file, seed]] of Object.entries(SEEDS)) {
    it(`gives the same problems on ${name}`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'studio-check-'));
      try {
        cpSync(join(root, 'config'), dir, { recursive: true });
        const original = readFileSync(join(dir, file), 'utf8');
        const broken = seed(original);
        expect(broken).not.toBe(original);
        writeFileSync(join(dir, file), broken);
        const run = spawnSync('node', [join(root, 'scripts/config-check.mjs'), dir], { cwd: root, encoding: 'utf8' });
        // The summary line names counts only: the problems are the lines before it.
        const cli = run.stdout.replaceAll(`${dir}/`, 'config/').replace(/config:check ok:.*\n?$/, '');
        expect(cli).toContain(`config/${file}`);

        // The studio's way: the served files in memory, the one edited file as typed.
        const served = new Map(listFiles(join(root, 'config')).map((f) => [f, readFileSync(join(root, 'config', f), 'utf8')]));
        const ajv = createAjv(loadSchemas(join(root, 'config/schemas')));
        const v = (id: string) => ajv.getSchema(id) as unknown as ValidateFn;
        const result = await checkConfigSet(async (rel) => (rel === file ? broken : served.get(rel) ?? null), {
          validators: { portal: v('portal.schema.json'), country: v('country.schema.json'), routes: v('routes.schema.json'), menu: v('menu.schema.json'), flags: v('flags.schema.json'), gates: v('gates.schema.json'), forms: v('forms.schema.json') },
          validatorFor: (f) => ajv.getSchema(f) as unknown as ValidateFn | undefined,
          messageIds,
          manifests: pluginManifests(),
        });
        expect(problemsOf(result).length).toBeGreaterThan(0);
        const studio = formatProblems(problemsOf(result));
        expect(cli.trim()).toBe(studio.trim());
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, 60_000);
  }
});
