import { KERNEL_EVENT_KINDS, type EventKindDef } from '../events';
import type { PluginManifest } from '../pluginHost/definePlugin';

/** Every declared event kind by kind: the kernel's, then each plugin's manifest (the first declaration wins). */
export function declaredEventKinds(manifests: readonly PluginManifest[]): Map<string, EventKindDef> {
  const kinds = new Map<string, EventKindDef>();
  for (const def of [...KERNEL_EVENT_KINDS, ...manifests.flatMap((m) => m.events ?? [])]) {
    if (!kinds.has(def.kind)) kinds.set(def.kind, def);
  }
  return kinds;
}
