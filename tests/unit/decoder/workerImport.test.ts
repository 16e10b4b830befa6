// @vitest-environment node
// The decoder runs in a dedicated worker, which has no `window` and no `document`. Node's `require` loads quagga2's
// "main" build, but Vite bundles its "browser" build (dist/quagga.min.js), whose UMD wrapper reads `window` while
// loading. These tests evaluate that exact file in a worker-like global.
import './nodeEnv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import vm from 'node:vm';
import { ean13Modules } from './frames';

const require = createRequire(import.meta.url);
const packageJson = require.resolve('@ericblade/quagga2/package.json');
const browserField = (JSON.parse(readFileSync(packageJson, 'utf8')) as { browser?: string }).browser ?? '';
const browserBuild = readFileSync(join(dirname(packageJson), browserField), 'utf8');

type Globals = { window?: unknown; WorkerGlobalScope?: unknown; document?: unknown };
const scope = globalThis as Globals;

/** Evaluate the browser build as a CommonJS module (what the bundler's interop does) and return its exports. */
function loadBrowserBuild(): { Readers?: Record<string, unknown> } {
  const module = { exports: {} as { Readers?: Record<string, unknown> } };
  const factory = vm.compileFunction(browserBuild, ['module', 'exports']);
  factory(module, module.exports);
  return module.exports;
}

afterEach(() => {
  delete scope.window;
  delete scope.WorkerGlobalScope;
  vi.resetModules();
});

describe('quagga2 in a worker', () => {
  it('bundlers get dist/quagga.min.js, which throws without `window`', () => {
    expect(browserField).toBe('dist/quagga.min.js');
    expect(scope.window).toBeUndefined();
    expect(scope.document).toBeUndefined();
    expect(loadBrowserBuild).toThrow(/window is not defined/);
  });

  it('loads after workerWindowShim in a worker-like global (no document), and its readers decode', async () => {
    scope.WorkerGlobalScope = function WorkerGlobalScope() {};
    await import('../../../src/ui/scanner/decoder/workerWindowShim');
    expect(scope.window).toBe(globalThis);
    const quagga = loadBrowserBuild();
    const Reader = quagga.Readers?.EANReader as new () => { decodePattern(row: number[]): { code: string } | null };
    expect(typeof Reader).toBe('function');
    // An EAN-13 row: 30 px quiet zone, 95 modules of 2 px, 30 px quiet zone.
    const row = [...new Array(30).fill(0), ...ean13Modules('9556091130061').flatMap((m) => [m, m]), ...new Array(30).fill(0)];
    expect(new Reader().decodePattern(row)?.code).toBe('9556091130061');
  });

  it('the shim leaves a non-worker global alone', async () => {
    await import('../../../src/ui/scanner/decoder/workerWindowShim');
    expect(scope.window).toBeUndefined();
  });

  it('no decoder module touches document or window (except the shim)', () => {
    const dir = join(dirname(new URL(import.meta.url).pathname), '../../../src/ui/scanner/decoder');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'workerWindowShim.ts')) {
      const code = readFileSync(join(dir, file), 'utf8').replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
      // the globals, not a property or option that happens to be called `window`
      expect(code, file).not.toMatch(/(?<![.\w])(document|window)\b(?!\s*\??:)/);
    }
  });

  it('quaggaReaders imports the shim before quagga2', () => {
    const dir = join(dirname(new URL(import.meta.url).pathname), '../../../src/ui/scanner/decoder');
    const imports = readFileSync(join(dir, 'quaggaReaders.ts'), 'utf8').match(/^import .*$/gm) ?? [];
    expect(imports[0]).toBe("import './workerWindowShim';");
    expect(imports[1]).toContain('@ericblade/quagga2');
  });
});
