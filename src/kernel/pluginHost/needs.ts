import type { ConfigProblem } from '../config/problems';
import type { LoadedConfig } from '../types';
import type { PluginManifest } from './definePlugin';
import { KERNEL_EVENT_KINDS } from '../events';

/**
 * What the loaded plugins need from each other and from config: every required service has exactly one provider,
 * every named gate a plugin asks in code is defined in config/gates.json, and no event kind is declared twice (the
 * Activity page would label one plugin's events with another's words). A gap is an error on the admin screen
 * at start-up (and in `npm run config:check`), never a crash on the page that would have used it.
 */
export function checkPluginNeeds(config: LoadedConfig, manifests: readonly PluginManifest[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const providers = new Map<string, string>();
  for (const m of manifests) {
    (m.provides ?? []).forEach((p, i) => {
      const first = providers.get(p.token.id);
      if (first) problems.push({ file: manifestFile(m), path: `/provides/${i}`, message: `provides service "${p.token.id}", which plugin "${first}" already provides`, severity: 'error' });
      else providers.set(p.token.id, m.id);
    });
  }
  for (const m of manifests) {
    (m.requires ?? []).forEach((token, i) => {
      if (!providers.has(token.id))
        problems.push({ file: manifestFile(m), path: `/requires/${i}`, message: `requires service "${token.id}" (${token.description}), which no loaded plugin provides`, severity: 'error' });
    });
    (m.gates ?? []).forEach((name, i) => {
      if (!Object.prototype.hasOwnProperty.call(config.gates, name))
        problems.push({ file: `config/${config.portal.files.gates}`, path: '/gates', message: `has no gate "${name}", which plugin "${m.id}" asks (src/plugins/${m.id}/index.ts, gates/${i})`, severity: 'error' });
    });
  }
  problems.push(...duplicateEventKinds(manifests));
  return problems;
}

function duplicateEventKinds(manifests: readonly PluginManifest[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const owners = new Map<string, string>(KERNEL_EVENT_KINDS.map((k) => [k.kind, 'the kernel']));
  for (const m of manifests) {
    (m.events ?? []).forEach((def, i) => {
      const owner = owners.get(def.kind);
      if (owner) problems.push({ file: manifestFile(m), path: `/events/${i}`, message: `declares event kind "${def.kind}", which ${owner === 'the kernel' ? owner : `plugin "${owner}"`} already declares`, severity: 'error' });
      else owners.set(def.kind, m.id);
    });
  }
  return problems;
}

function manifestFile(m: PluginManifest): string {
  return `src/plugins/${m.id}/index.ts`;
}
