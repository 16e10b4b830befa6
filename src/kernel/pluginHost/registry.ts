import type { PluginManifest } from './definePlugin';

// Every src/plugins/<name>/index.ts; manifests are small, their pages load lazily.
const discovered = import.meta.glob<{ default: PluginManifest }>('../../plugins/*/index.ts', { eager: true });

let override: PluginManifest[] | null = null;

/** The plugins of this build, in folder order; duplicates by id are dropped with a console error. */
export function pluginManifests(): PluginManifest[] {
  if (override) return override;
  const seen = new Set<string>();
  const out: PluginManifest[] = [];
  for (const [file, mod] of Object.entries(discovered)) {
    const m = mod.default;
    if (!m || typeof m.id !== 'string') {
      console.error(`${file} does not export a plugin manifest (export default definePlugin({...}))`);
      continue;
    }
    if (seen.has(m.id)) {
      console.error(`Plugin id "${m.id}" in ${file} is already taken; skipped`);
      continue;
    }
    seen.add(m.id);
    out.push(m);
  }
  return out;
}

/** Tests render the shell with a chosen plugin set. */
export function setPluginsForTest(list: PluginManifest[] | null): void {
  override = list;
}
