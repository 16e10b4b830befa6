/**
 * Config only the demo may carry (the simulator's single sign-on token): build/demo-config/<file> is laid over
 * config/<file> where the simulated API runs (dev server, demo build and its preview), and never reaches a live build,
 * which refuses to build when config/ itself carries it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEMO_CONFIG_DIR = join(import.meta.dirname, 'demo-config');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (v: Json | undefined): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `over` laid on `base`: objects merge key by key, anything else is replaced. */
export function overlay(base: Json, over: Json): Json {
  if (!isObject(base) || !isObject(over)) return over;
  const out: { [key: string]: Json } = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = overlay(out[k] ?? null, v);
  return out;
}

/** The config files (relative to config/) the demo lays something over. */
export function demoOverlaidFiles(dir = DEMO_CONFIG_DIR): string[] {
  return existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
}

/** config/<file> as the demo serves it: with the demo's values laid over, or null when the demo adds nothing to it. */
export function demoConfigText(configDir: string, file: string, dir = DEMO_CONFIG_DIR): string | null {
  if (!demoOverlaidFiles(dir).includes(file)) return null;
  const base = JSON.parse(readFileSync(join(configDir, file), 'utf8')) as Json;
  const over = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json;
  return `${JSON.stringify(overlay(base, over), null, 2)}\n`;
}

function leaves(value: Json, path: string[] = []): Array<{ path: string[]; value: Json }> {
  return isObject(value) ? Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k])) : [{ path, value }];
}

function at(value: Json | undefined, path: readonly string[]): Json | undefined {
  let v = value;
  for (const key of path) v = isObject(v) ? v[key] : undefined;
  return v;
}

/**
 * Why a live build may not ship this config/: each value of the demo's overlay that config/ carries itself (the
 * simulator's token in `sso.authorizeUrl`, say), and a single sign-on address that already carries an access token
 * (an identity provider returns one; it is never part of the address the operator is sent to). Empty when fine.
 */
export function demoValuesIn(configDir: string, dir = DEMO_CONFIG_DIR): string[] {
  const problems: string[] = [];
  for (const file of demoOverlaidFiles(dir)) {
    const path = join(configDir, file);
    if (!existsSync(path)) continue;
    const live = JSON.parse(readFileSync(path, 'utf8')) as Json;
    const demo = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json;
    for (const leaf of leaves(demo)) {
      if (JSON.stringify(at(live, leaf.path)) === JSON.stringify(leaf.value)) {
        problems.push(`config/${file}: ${leaf.path.join('.')} is the demo's value (${JSON.stringify(leaf.value)}), kept in build/demo-config for the demo only`);
      }
    }
  }
  const portal = existsSync(join(configDir, 'portal.json')) ? JSON.parse(readFileSync(join(configDir, 'portal.json'), 'utf8')) as Json : null;
  for (const key of ['authorizeUrl', 'enrolmentUrl']) {
    const url = at(portal, ['sso', key]);
    if (typeof url === 'string' && /[?&#]access_token=/.test(url)) {
      problems.push(`config/portal.json: sso.${key} carries an access token; set the identity provider's address (see the single sign-on row of docs/decisions.md)`);
    }
  }
  return problems;
}
