import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { fullSystem } from '../../../src/ui/fullSystem';

// The portal's system carries only the recipes src/ui/recipes.ts lists, and Chakra draws a component whose recipe is
// missing unstyled, without a warning. This finds, for every Chakra component imported under src/, the recipe keys
// its code asks for (following its own imports: Checkbox draws a checkmark), from Chakra's published files.
const root = resolve(import.meta.dirname, '../../..');
const chakra = join(root, 'node_modules/@chakra-ui/react/dist/esm');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Names imported from '@chakra-ui/react' anywhere under src/, with a file that imports each. */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of sourceFiles(join(root, 'src'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*['"]@chakra-ui\/react['"]/g)) {
      for (const part of (m[1] ?? '').split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '';
        if (name) names.set(name, file.slice(root.length + 1));
      }
    }
  }
  return names;
}

/** Chakra's entry: which module each exported name comes from. */
function moduleOfExport(): Map<string, string> {
  const index = readFileSync(join(chakra, 'index.js'), 'utf8');
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '([^']+)'/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
  const out = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]+)\} from '([^']+)'/g)) {
    for (const part of (m[1] ?? '').split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      out.set(alias ?? name ?? '', m[2] ?? '');
    }
  }
  for (const m of index.matchAll(/export \{ (\S+) as (\S+) \};/g)) {
    const from = namespaces.get(m[1] ?? '');
    if (from) out.set(m[2] ?? '', from);
  }
  return out;
}

/** Recipe keys asked for by a component module and the component modules it imports. */
function recipeKeys(file: string, seen = new Set<string>(), keys = new Set<string>()): Set<string> {
  if (seen.has(file) || !file.includes(`${join('esm', 'components')}`) || !existsSync(file)) return keys;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const m of code.matchAll(/(?:RecipeContext|useRecipe|useSlotRecipe)\(\{[^}]*?key: "([A-Za-z]+)"/g)) keys.add(m[1] ?? '');
  for (const m of code.matchAll(/from '(\.{1,2}\/[^']+)'/g)) recipeKeys(resolve(dirname(file), m[1] ?? ''), seen, keys);
  return keys;
}

describe("the portal's Chakra system", () => {
  const modules = moduleOfExport();
  const needed = new Map<string, string>();
  for (const [name, file] of importedNames()) {
    const from = modules.get(name);
    if (!from) continue;
    for (const key of recipeKeys(resolve(chakra, from))) needed.set(key, `${name} (${file})`);
  }

  it('finds the components the portal draws (the scan itself works)', () => {
    expect([...needed.keys()]).toEqual(expect.arrayContaining(['button', 'dialog', 'drawer', 'field', 'table', 'checkmark']));
  });

  it('has the recipe of every Chakra component imported under src/', () => {
    const missing = [...needed].filter(([key]) => (key in recipes || key in slotRecipes) && !fullSystem().hasRecipe(key))
      .map(([key, by]) => `${key}: used by ${by}; add it to src/ui/recipes.ts`);
    expect(missing).toEqual([]);
  });

  it('carries no recipe the portal does not draw', () => {
    const unused = [...Object.keys(fullSystem()._config.theme?.recipes ?? {}), ...Object.keys(fullSystem()._config.theme?.slotRecipes ?? {})]
      .filter((key) => !needed.has(key));
    expect(unused).toEqual([]);
  });
});
