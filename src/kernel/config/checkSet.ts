import type { PluginManifest } from '../pluginHost/definePlugin';
import { checkPluginNeeds } from '../pluginHost/needs';
import { declaredFormKinds } from './formsCheck';
import { loadConfig, type ConfigLoadResult, type ConfigValidators, type ReadConfigFile, type ValidateFn } from './load';
import { loadPluginConfigs } from './pluginConfig';
import type { ConfigProblem } from './problems';

/** What the full check needs besides the files: the validators, the message ids and the plugins of this build. */
export interface ConfigSetCheckInputs {
  validators: ConfigValidators;
  /** The validator of a schema file of config/schemas (the plugins' own config files name theirs). */
  validatorFor: (schemaFile: string) => ValidateFn | undefined;
  messageIds: ReadonlySet<string>;
  manifests: readonly PluginManifest[];
}

/**
 * Every file of a config set, each against its schema, across files, against what the plugins of this build need
 * (form kinds, named gates, services) and the plugins' own config files: the one check `npm run config:check` and
 * the config studio run (the studio on the files as edited, through `read`). `ok` is false on any error; `problems`
 * lists errors and warnings alike.
 */
export async function checkConfigSet(read: ReadConfigFile, inputs: ConfigSetCheckInputs): Promise<ConfigLoadResult> {
  const { validators, validatorFor, messageIds, manifests } = inputs;
  const result = await loadConfig(read, validators, messageIds, declaredFormKinds(manifests));
  if (result.ok) {
    const needs = checkPluginNeeds(result.config, manifests);
    if (needs.length) Object.assign(result, { ok: false, problems: [...result.warnings, ...needs] });
  }
  const own = await loadPluginConfigs(read, validatorFor, manifests);
  if (own.problems.length) {
    const errors = own.problems.filter((p) => p.severity === 'error');
    if (result.ok && errors.length) return { ok: false, problems: [...result.warnings, ...own.problems] };
    if (result.ok) result.warnings.push(...own.problems);
    else result.problems.push(...own.problems);
  }
  return result;
}

/** Errors and warnings of a check's result, in one list. */
export function problemsOf(result: ConfigLoadResult): ConfigProblem[] {
  return result.ok ? result.warnings : result.problems;
}
