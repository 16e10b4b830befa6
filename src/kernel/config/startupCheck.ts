import type { LoadedConfig } from '../types';
import { checkPluginNeeds } from '../pluginHost/needs';
import { pluginManifests } from '../pluginHost/registry';
import { loadServedConfig, servedFormFileProblems } from './browserConfig';
import type { ReadConfigFile } from './load';
import type { ConfigProblem } from './problems';
import { readServed } from './served';

export type StartupCheck = { ok: true; config: LoadedConfig; warnings: ConfigProblem[] } | { ok: false; problems: ConfigProblem[] };

/**
 * config/ as start-up checks it: every file against its schema and across files, then what the plugins need (a
 * missing service or named gate would fail on its page: the admin sees it at start instead). When it fails, the
 * forms files' own problems are listed too, so the admin sees every broken file on one screen.
 */
export async function checkStartupConfig(messageIds: ReadonlySet<string> | Promise<ReadonlySet<string>>, read: ReadConfigFile = readServed): Promise<StartupCheck> {
  const result = await loadServedConfig(messageIds, read);
  if (!result.ok) {
    const forms = result.portal ? await servedFormFileProblems(result.portal) : [];
    return { ok: false, problems: [...result.problems, ...forms] };
  }
  const needs = checkPluginNeeds(result.config, pluginManifests());
  if (needs.length > 0) return { ok: false, problems: needs };
  return result;
}
