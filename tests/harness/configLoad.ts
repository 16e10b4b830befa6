// Loading a copy of config/ through the kernel's loader, as start-up and `npm run config:check` do: shared by the
// config tests, which break one file of the copy and read what is reported.
import { CONFIG_VALIDATORS } from './realConfig';
import { loadConfig, type ConfigLoadResult } from '../../src/kernel/config/load';
import type { DeclaredFormKind } from '../../src/kernel/config/formsCheck';
import type { ConfigProblem } from '../../src/kernel/config/problems';
import en from '../../src/kernel/messages/en.json';

// The kernel's catalog and every plugin's, as the browser merges them (forms name the plugins' labels).
const pluginCatalogs = import.meta.glob<Record<string, string>>(['../../src/plugins/**/messages/en.json', '../../src/forms/messages/en.json'], { eager: true, import: 'default' });
export const MESSAGE_IDS: ReadonlySet<string> = new Set([...Object.keys(en), ...Object.values(pluginCatalogs).flatMap((c) => Object.keys(c))]);

/** Loads the files of `map` (paths inside config/) with the real validators. */
export function loadFromMap(map: ReadonlyMap<string, string>, messageIds: ReadonlySet<string> = MESSAGE_IDS, kinds?: readonly DeclaredFormKind[]): Promise<ConfigLoadResult> {
  return loadConfig((rel) => Promise.resolve(map.get(rel) ?? null), CONFIG_VALIDATORS, messageIds, kinds);
}

/** The problems of a config that must fail to load. */
export async function problemsWhenLoaded(result: Promise<ConfigLoadResult>): Promise<ConfigProblem[]> {
  const loaded = await result;
  if (loaded.ok) throw new Error(`expected the config to fail, it loaded with warnings ${JSON.stringify(loaded.warnings)}`);
  return loaded.problems;
}
