import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fullSystem } from '../../../src/ui/fullSystem';
import { UNUSED_PALETTES } from '../../../src/ui/systemConfig';

// The portal's system leaves out Chakra's palettes that nothing names, and a colour whose palette is missing draws
// as no colour at all, without a warning. This fails when code under src/ names one of them.
const root = resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(tsx?|css)$/.test(e.name) ? [p] : [];
  });
}

describe('colour palettes', () => {
  it('no code names a palette the system leaves out', () => {
    const named = sourceFiles(join(root, 'src')).filter((f) => !f.endsWith('systemConfig.ts')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return UNUSED_PALETTES.filter((p) => new RegExp(`['"{.]${p}(['"}]|\\.\\d)`).test(text)).map((p) => `${file.slice(root.length + 1)}: ${p}`);
    });
    expect(named).toEqual([]);
  });

  it('the palettes the portal draws with are in the system, in light colours only', () => {
    const system = fullSystem();
    for (const p of ['brand', 'gray', 'red', 'orange', 'green', 'blue', 'purple', 'teal']) expect(system.token(`colors.${p}.solid`), p).toBeTruthy();
    for (const p of UNUSED_PALETTES) expect(system.token(`colors.${p}.500`, 'none'), p).toBe('none');
    expect(system.token('colors.bg')).toBe('var(--chakra-colors-bg)');
    const css = JSON.stringify(system.getTokenCss());
    expect(css).not.toContain('.dark');
  });
});
