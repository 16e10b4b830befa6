import type { LoadedConfig } from '../types';
import { loadServedConfig, servedFormFileProblems } from './browserConfig';
import type { ReadConfigFile } from './load';
import type { ConfigProblem } from './problems';
import { readServed } from './served';

export type StartupCheck = { ok: true; config: LoadedConfig; warnings: ConfigProblem[] } | { ok: false; problems: ConfigProblem[] };

/**
 * config/ as start-up checks it: every file against its schema and across files (what the plugins need from it is
 * checked when the portal is set up, boot.tsx). When it fails, the forms files' own problems are listed too, so the
 * admin sees every broken file on one screen. Needs no plugin's code: the login screen runs it.
 */
export async function checkStartupConfig(messageIds: ReadonlySet<string> | Promise<ReadonlySet<string>>, read: ReadConfigFile = readServed): Promise<StartupCheck> {
  const result = await loadServedConfig(messageIds, read);
  if (!result.ok) {
    const forms = result.portal ? await servedFormFileProblems(result.portal) : [];
    return { ok: false, problems: [...result.problems, ...forms] };
  }
  return result;
}
