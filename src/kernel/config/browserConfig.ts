import * as startupValidators from 'virtual:config-validators/startup';
import type { LoadedConfig, PortalConfig } from '../types';
import { formFileProblems, loadConfig, loadForms, type ConfigLoadResult, type ReadConfigFile } from './load';
import type { DeclaredFormKind } from './formsCheck';
import type { ConfigProblem } from './problems';

/** A file of config/ from the server the portal is served from, uncached, so an admin's edit shows on reload. */
const readServed: ReadConfigFile = async (rel) => {
  const res = await fetch(`${import.meta.env.BASE_URL}config/${rel}`, { cache: 'no-store' });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.text();
};

/** Everything start-up needs from config/; config/forms is left for loadServedForms (forms is empty). */
export function loadServedConfig(messageIds: ReadonlySet<string> | Promise<ReadonlySet<string>>): Promise<ConfigLoadResult> {
  return loadConfig(readServed, startupValidators, messageIds);
}

const formsValidator = () => import('virtual:config-validators/forms');

/** Starts fetching config/forms' validator (a chunk of its own) early, when start-up will need it. */
export function prefetchFormsValidator(): void {
  void formsValidator().catch(() => undefined);
}

/** config/forms, checked against the loaded config and the form kinds the plugins declare: plugin pages read it after login. */
export async function loadServedForms(config: LoadedConfig, messageIds: ReadonlySet<string>, formKinds: readonly DeclaredFormKind[]): ReturnType<typeof loadForms> {
  const { forms } = await formsValidator();
  return loadForms(readServed, forms, config, messageIds, formKinds);
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
