import { pluginPagesReady } from './afterLogin';
import type { PluginManifest } from './definePlugin';

// Every src/plugins/<name>/index.ts; manifests are small, their pages load lazily.
const discovered = import.meta.glob<{ default: PluginManifest }>('../../plugins/*/index.ts', { eager: true });

let override: PluginManifest[] | null = null;
let checked: PluginManifest[] | null = null;

/** The manifest with each page's load also waiting for what the kernel fetches only after login (afterLogin.ts). */
function afterLogin(m: PluginManifest): PluginManifest {
  return { ...m, pages: m.pages.map((p) => (p.beforeLogin ? p : { ...p, load: () => Promise.all([p.load(), pluginPagesReady()]).then(([page]) => page) })) };
}

/** The plugins of this build, in folder order; duplicates by id are dropped with a console error. */
export function pluginManifests(): PluginManifest[] {
  if (override) return override;
  if (checked) return checked;
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
    out.push(afterLogin(m));
  }
  checked = out;
  return out;
}

/** Tests render the shell with a chosen plugin set. */
export function setPluginsForTest(list: PluginManifest[] | null): void {
  override = list;
}
