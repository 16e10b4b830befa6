import type { ConfigProblem } from '../config/problems';
import type { LoadedConfig } from '../types';
import type { PluginManifest } from './definePlugin';

/**
 * What the loaded plugins need from each other and from config: every required service has exactly one provider,
 * and every named gate a plugin asks in code is defined in config/gates.json. A gap is an error on the admin screen
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
  return problems;
}

function manifestFile(m: PluginManifest): string {
  return `src/plugins/${m.id}/index.ts`;
}
