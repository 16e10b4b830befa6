// The builds a bench measures, made with Vite into a folder of the bench's own: the live variant (no simulator), the
// demo variant (the simulated API in the page), and the simulator bundle the live server answers /api with.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './run.mjs';

const quiet = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };

/** `npx vite build <args>`; throws with the last lines of its output when it fails. */
function vite(args, { log, env = {} }) {
  log?.(`npx vite build ${args.join(' ')}`);
  const r = spawnSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], {
    cwd: root, encoding: 'utf8', timeout: 300_000, maxBuffer: 16 * 1024 * 1024, env: { ...quiet, ...env },
  });
  if (r.status !== 0) {
    // Vite's error, not the stack under it.
    const said = `${r.stdout ?? ''}${r.stderr ?? ''}`.split('\n').filter((l) => l.trim() && !/^\s+at /.test(l));
    throw new Error(`vite build failed (exit ${r.status ?? r.signal}): ${said.slice(0, 6).join(' | ')}`);
  }
  return `${r.stdout ?? ''}${r.stderr ?? ''}`;
}

/**
 * Builds the `variant` ('live' or 'demo') into `outDir` (relative to the checkout or absolute), emptied first.
 * `extra`: more flags (--sourcemap hidden, --manifest, -c <config>); `env`: more environment. Returns Vite's output.
 */
export function buildVariant({ variant, outDir, extra = [], env, log }) {
  return vite([...(variant === 'demo' ? ['--mode', 'demo'] : []), '--outDir', outDir, '--emptyOutDir', ...extra], { log, env });
}

/** Builds the simulator bundle (what scripts/liveServer.mjs answers /api with) into `outDir`. */
export function buildSimulator({ outDir, log }) {
  vite(['--ssr', 'build/simServer/entry.ts', '--outDir', outDir, '--mode', 'demo'], { log });
}

/** Throws unless `dir` (relative to the checkout) holds `file`: a --no-build run needs an earlier build. */
export function needBuilt(dir, file = 'index.html') {
  if (!existsSync(join(root, dir, file))) throw new Error(`${dir}/${file} is missing: run without --no-build`);
}
