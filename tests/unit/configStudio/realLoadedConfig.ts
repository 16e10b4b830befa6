// The real config/ loaded as start-up loads it (forms included), for the studio's model tests.
import { CONFIG_VALIDATORS, REAL_CONFIG_FILES } from '../../harness/realConfig';
import { loadConfig } from '../../../src/kernel/config/load';
import type { LoadedConfig } from '../../../src/kernel/types';

export async function loadedConfig(files: ReadonlyMap<string, string> = REAL_CONFIG_FILES): Promise<LoadedConfig> {
  const result = await loadConfig((rel) => Promise.resolve(files.get(rel) ?? null), CONFIG_VALIDATORS, new Set<string>());
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.config;
}
