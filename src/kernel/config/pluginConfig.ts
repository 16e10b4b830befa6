import type { PluginManifest } from '../pluginHost/definePlugin';
import { readJson, type ReadConfigFile, type ValidateFn } from './load';
import type { ConfigProblem } from './problems';

/** Where a plugin's own config file lives under config/: one file a plugin, named by its id. */
export const pluginConfigFile = (pluginId: string) => `plugins/${pluginId}.json`;

/**
 * Each plugin's own config file (config/plugins/<id>.json, for a manifest that declares `config`), validated against
 * the schema its manifest names; every problem with its file and JSON path, as for the kernel's files.
 * `validatorFor` gives the precompiled validator of a schema file (undefined when there is none).
 */
export async function loadPluginConfigs(
  read: ReadConfigFile,
  validatorFor: (schemaFile: string) => ValidateFn | undefined,
  manifests: readonly PluginManifest[],
): Promise<{ configs: Record<string, unknown>; problems: ConfigProblem[] }> {
  const problems: ConfigProblem[] = [];
  const configs: Record<string, unknown> = {};
  await Promise.all(manifests.map(async (m) => {
    if (!m.config) return;
    const validate = validatorFor(m.config.schema);
    if (!validate) {
      problems.push({ file: `config/schemas/${m.config.schema}`, path: '', message: `is missing (plugin "${m.id}" names it for its config)`, severity: 'error' });
      return;
    }
    const file = pluginConfigFile(m.id);
    const value = await readJson(read, file, validate, problems);
    if (value === undefined) return;
    const wrong = m.config.check?.(value) ?? [];
    for (const w of wrong) problems.push({ file: `config/${file}`, path: w.path, message: w.message, severity: 'error' });
    if (wrong.length === 0) configs[m.id] = value;
  }));
  return { configs, problems };
}

let loaded: Record<string, unknown> = {};

/** Start-up keeps the checked plugin configs here (tests set their own). */
export function setPluginConfigs(configs: Record<string, unknown>): void {
  loaded = configs;
}

/**
 * A plugin's own config as checked at start-up against its schema (the plugin knows its type); undefined before the
 * check or when the plugin declares none.
 */
export function pluginConfig<T>(pluginId: string): T | undefined {
  return loaded[pluginId] as T | undefined;
}
