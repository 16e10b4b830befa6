import { describe, expect, it } from 'vitest';
import { allows, allowsNamed } from '../../src/kernel/gates';
import { gateContext } from '../../src/kernel/routing/access';
import { loadConfig } from '../../src/kernel/config/load';
import { checkPluginNeeds } from '../../src/kernel/pluginHost/needs';
import { defineService, provide } from '../../src/kernel/pluginHost/services';
import type { PluginManifest } from '../../src/kernel/pluginHost/definePlugin';
import type { DpInfo, Gate, GateContext, LoadedConfig, NamedGate } from '../../src/kernel/types';
import { CONFIG_VALIDATORS, REAL_CONFIG_FILES } from '../harness/realConfig';

const REAL_GATES = (JSON.parse(REAL_CONFIG_FILES.get('gates.json') ?? '{}') as { gates: Record<string, NamedGate> }).gates;

function point(country: string, extra: Partial<DpInfo> = {}): DpInfo {
  return { id: 1, name: 'Test point', country: country.toUpperCase(), systemId: country, partnerType: 'OWNED', ...extra };
}

function ctxWith(named: Record<string, Gate>, settings: Record<string, unknown> = {}): GateContext {
  return { country: 'sg', settings, flags: {}, dp: {}, named };
}

describe('named gates of config/gates.json', () => {
  it('canPost is the Thai franchisee rule, written once', () => {
    const post = (country: 'th' | 'sg', partnerType: string) =>
      allowsNamed('canPost', gateContext(point(country, { allowCreatePost: true, partnerType }), country, {}, REAL_GATES));
    expect(post('sg', 'OWNED')).toBe(true);
    expect(post('th', 'OWNED')).toBe(false);
    expect(post('th', 'FRANCHISEE')).toBe(true);
    expect(allowsNamed('canPost', gateContext(point('th', { partnerType: 'FRANCHISEE' }), 'th', {}, REAL_GATES))).toBe(false);
  });

  it('a gate used by name inside another gate decides like the rule it names', () => {
    const ctx = ctxWith({ collects: { setting: 'canCustomerCollect' } }, { canCustomerCollect: true });
    expect(allows({ all: [{ gate: 'collects' }, { not: { setting: 'x' } }] }, ctx)).toBe(true);
    expect(allows({ not: { gate: 'collects' } }, ctx)).toBe(false);
  });

  it('fails closed: a name not defined is false, and so is its negation', () => {
    const ctx = ctxWith({});
    expect(allowsNamed('nowhere', ctx)).toBe(false);
    expect(allows({ not: { gate: 'nowhere' } }, ctx)).toBe(false);
    expect(allows({ not: { any: [{ gate: 'nowhere' }, { setting: 'x' }] } }, ctx)).toBe(false);
    expect(allowsNamed('toString', ctx)).toBe(false);
  });

  it('fails closed on a gate that refers back to itself, even negated', () => {
    const ctx = ctxWith({ a: { gate: 'b' }, b: { any: [{ gate: 'a' }] }, c: { not: { gate: 'a' } } });
    expect(allowsNamed('a', ctx)).toBe(false);
    expect(allowsNamed('c', ctx)).toBe(false);
  });
});

const load = (change: (files: Map<string, string>) => void) => {
  const files = new Map(REAL_CONFIG_FILES);
  change(files);
  return loadConfig((rel) => Promise.resolve(files.get(rel) ?? null), CONFIG_VALIDATORS, new Set());
};
const editJson = (files: Map<string, string>, rel: string, change: (data: Record<string, unknown>) => void) => {
  const data = JSON.parse(files.get(rel) ?? '{}') as Record<string, unknown>;
  change(data);
  files.set(rel, JSON.stringify(data, null, 2));
};

describe('the config check of named gates', () => {
  it('refuses a route naming a gate that gates.json lacks, with file and path', async () => {
    const result = await load((files) => editJson(files, 'menus/routes.json', (d) => {
      const routes = d.routes as Array<{ id: string; if?: Gate }>;
      const r = routes.find((x) => x.id === 'businessAnalytics');
      if (r) r.if = { all: [{ gate: 'canViewInsight' }] };
    }));
    expect(result.ok).toBe(false);
    const i = (JSON.parse(REAL_CONFIG_FILES.get('menus/routes.json') ?? '') as { routes: Array<{ id: string }> }).routes.findIndex((r) => r.id === 'businessAnalytics');
    expect(!result.ok && result.problems).toContainEqual({
      file: 'config/menus/routes.json', path: `/routes/${i}/if/all/0/gate`, message: 'names gate "canViewInsight", which is not in config/gates.json', severity: 'error',
    });
  });

  it('refuses named gates that refer to each other in a circle', async () => {
    const result = await load((files) => editJson(files, 'gates.json', (d) => {
      const gates = d.gates as Record<string, NamedGate>;
      gates.loopA = { description: 'a', if: { gate: 'loopB' } };
      gates.loopB = { description: 'b', if: { not: { gate: 'loopA' } } };
    }));
    expect(!result.ok && result.problems.map((p) => `${p.path} ${p.message}`)).toEqual([
      '/gates/loopA/if refers back to itself (loopA -> loopB -> loopA)',
      '/gates/loopB/if refers back to itself (loopB -> loopA -> loopB)',
    ]);
  });

  it('refuses an unknown operator in gates.json, naming it', async () => {
    const result = await load((files) => editJson(files, 'gates.json', (d) => {
      (d.gates as Record<string, unknown>).canPack = { description: 'x', if: { settting: 'allowCreatePack' } };
    }));
    expect(!result.ok && result.problems.map((p) => `${p.file} ${p.path} ${p.message}`)).toEqual([
      'config/gates.json /gates/canPack/if is not a valid gate (operators: all, any, not, gate, setting, flag, country, dp with in, always); unknown operator "settting"',
    ]);
  });
});

describe('what plugins need, checked at start-up', () => {
  const config = { portal: { files: { gates: 'gates.json' } }, gates: REAL_GATES } as unknown as LoadedConfig;
  const LOOKUP = defineService<{ find: () => string }>('exampleLookup', 'finds things');
  const base = { description: 'd', pages: [] };

  it('a gate a plugin asks that config lacks, a service nobody provides, a service provided twice', () => {
    const manifests: PluginManifest[] = [
      { ...base, id: 'a', gates: ['canPost', 'canTeleport'], requires: [LOOKUP] },
      { ...base, id: 'b', provides: [provide(defineService<number>('clock', 'tells time'), () => Promise.resolve(1))] },
      { ...base, id: 'c', provides: [provide(defineService<number>('clock', 'tells time'), () => Promise.resolve(2))] },
    ];
    expect(checkPluginNeeds(config, manifests).map((p) => `${p.file} ${p.path} ${p.message}`)).toEqual([
      'src/plugins/c/index.ts /provides/0 provides service "clock", which plugin "b" already provides',
      'src/plugins/a/index.ts /requires/0 requires service "exampleLookup" (finds things), which no loaded plugin provides',
      'config/gates.json /gates has no gate "canTeleport", which plugin "a" asks (src/plugins/a/index.ts, gates/1)',
    ]);
  });

  it('the plugins of this build need nothing config or another plugin lacks', async () => {
    const { pluginManifests } = await import('../../src/kernel/pluginHost/registry');
    expect(checkPluginNeeds(config, pluginManifests())).toEqual([]);
  });
});
