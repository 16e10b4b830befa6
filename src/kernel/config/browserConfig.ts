import * as firstValidators from 'virtual:config-validators/first';
import * as startupValidators from 'virtual:config-validators/startup';
import type { CountryCode, LoadedConfig, PortalConfig } from '../types';
import { formFileProblems, loadConfig, loadForms, type ConfigLoadResult, type ReadConfigFile } from './load';
import type { DeclaredFormKind } from './formsCheck';
import type { ConfigProblem } from './problems';
import type { PluginManifest } from '../pluginHost/definePlugin';
import { loadPluginConfigs } from './pluginConfig';
import { readServed } from './served';

/**
 * Everything start-up needs from config/; config/forms is left for loadServedForms (forms is empty). `read` lets the
 * login screen hand over the files it already fetched.
 */
export function loadServedConfig(messageIds: ReadonlySet<string> | Promise<ReadonlySet<string>>, read: ReadConfigFile = readServed): Promise<ConfigLoadResult> {
  return loadConfig(read, { ...firstValidators, ...startupValidators }, messageIds);
}

const formsValidator = () => import('virtual:config-validators/forms');

/** Starts fetching config/forms' validator (a chunk of its own) early, when start-up will need it. */
export function prefetchFormsValidator(): void {
  void formsValidator().catch(() => undefined);
}

/**
 * config/forms, checked against the loaded config and the form kinds the plugins declare: plugin pages read it after
 * login, and only the logged-in point's country (`only`) is needed then.
 */
export async function loadServedForms(config: LoadedConfig, messageIds: ReadonlySet<string>, formKinds: readonly DeclaredFormKind[], only?: readonly CountryCode[]): ReturnType<typeof loadForms> {
  const { forms } = await formsValidator();
  return loadForms(readServed, forms, config, messageIds, formKinds, only);
}

/**
 * config/forms' schema problems, for the error screen of a start-up that failed on other files. When its validator
 * cannot load, the screen says the forms went unchecked rather than implying they are fine.
 */
export async function servedFormFileProblems(portal: PortalConfig): Promise<ConfigProblem[]> {
  let validate;
  try {
    ({ forms: validate } = await formsValidator());
  } catch (e) {
    return [{ file: 'config/forms', path: '', message: `could not be checked (${String(e)})`, severity: 'warning' }];
  }
  return formFileProblems(readServed, validate, portal);
}

/** The plugins' own config files (config/plugins), each checked against the schema its manifest names. */
export async function loadServedPluginConfigs(manifests: readonly PluginManifest[]): ReturnType<typeof loadPluginConfigs> {
  if (!manifests.some((m) => m.config)) return { configs: {}, problems: [] };
  const { byFile } = await import('virtual:config-validators/plugins');
  return loadPluginConfigs(readServed, (file) => byFile[file], manifests);
}
