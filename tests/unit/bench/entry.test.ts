// @vitest-environment node
// The benches' one entry (scripts/bench/index.mjs): every name it offers runs a file that exists, `list` names them
// all, an unknown name is refused without running anything; and the figures every bench prints (shared/run.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types
import { BENCHES as benchTable } from '../../../scripts/bench/benches.mjs';
// @ts-expect-error: a plain ES module of the scripts, without types
import { median as medianOf, stats as statsOf } from '../../../scripts/bench/shared/run.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const BENCHES = benchTable as Record<string, [string, string]>;
const median = medianOf as (values: unknown[]) => number | null;
const stats = statsOf as (values: number[]) => { n: number; median: number; p95: number; max: number };
const entry = (...args: string[]) => spawnSync(process.execPath, ['scripts/bench/index.mjs', ...args], { cwd: root, encoding: 'utf8' });

describe('npm run bench', () => {
  it('offers the benches the issue names and the live-build summary first, each a file of scripts/bench', () => {
    const names = Object.keys(BENCHES);
    expect(names[0]).toBe('live');
    for (const name of ['pages', 'studio', 'offline', 'orders', 'collect', 'history', 'handover', 'analytics', 'bulk']) expect(names).toContain(name);
    for (const [name, [file]] of Object.entries(BENCHES)) expect(existsSync(path.join(root, 'scripts/bench', file)), `${name}: ${file}`).toBe(true);
  });

  it('lists every name with what it measures', () => {
    const r = entry('list');
    expect(r.status).toBe(0);
    for (const [name, [, what]] of Object.entries(BENCHES)) expect(r.stdout).toContain(`${name.padEnd(15)} ${what}`);
  });

  it('refuses a name it does not know, and says how to list them', () => {
    const r = entry('no-such-bench');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('no bench named no-such-bench; npm run bench -- list names them');
  });
});

describe("the benches' figures", () => {
  it('median: the middle value, the mean of the two middle ones, null without a number', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
    expect(median([null, Number.NaN, 'x', 7])).toBe(7);
    expect(median([])).toBeNull();
  });

  it('stats: count, median, 95th percentile and maximum, each a measured value', () => {
    const values = Array.from({ length: 20 }, (_, i) => (i + 1) * 10); // 10 … 200
    expect(stats(values)).toEqual({ n: 20, median: 100, p95: 190, max: 200 });
    expect(stats([5])).toEqual({ n: 1, median: 5, p95: 5, max: 5 });
  });
});
