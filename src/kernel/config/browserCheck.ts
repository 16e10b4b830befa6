import { pluginManifests } from '../pluginHost/registry';
import { checkConfigSet, problemsOf } from './checkSet';
import type { ReadConfigFile } from './load';
import type { ConfigProblem } from './problems';
import type { LoadedConfig } from '../types';

/** A config set's check in the browser: every problem, and every file the check read (the files the portal loads). */
export interface BrowserConfigCheck {
  problems: ConfigProblem[];
  /** Paths relative to config/, in the order the check asked for them. */
  files: string[];
  /** The set as the portal would load it, when it has no error (a page that previews config reads it). */
  config?: LoadedConfig;
}

let inputs: ReturnType<typeof loadInputs> | null = null;

// The precompiled validators (the build's, no code generated at run time: the CSP forbids eval) and every English
// catalog's ids, loaded once.
async function loadInputs() {
  const [first, startup, forms, plugins, catalogs] = await Promise.all([
    import('virtual:config-validators/first'),
    import('virtual:config-validators/startup'),
    import('virtual:config-validators/forms'),
    import('virtual:config-validators/plugins'),
    import('../i18n/catalogs'),
  ]);
  const messages = await catalogs.loadMessages('en');
  return {
    validators: { ...first, ...startup, ...forms },
    validatorFor: (file: string) => plugins.byFile[file],
    messageIds: catalogs.catalogIds(messages),
    manifests: pluginManifests(),
  };
}

/**
 * The check of `npm run config:check` (checkSet.ts) on a set of config files read through `read`, e.g. the files as
 * an admin edits them in the browser, falling back on the served ones.
 */
export async function checkConfigFiles(read: ReadConfigFile): Promise<BrowserConfigCheck> {
  const ready = await (inputs ??= loadInputs().catch((e: unknown) => {
    inputs = null;
    throw e;
  }));
  const recorder = recorderOf(read);
  const files: string[] = [];
  recorder.files = files;
  const result = await checkConfigSet(recorder.read, ready);
  return { problems: problemsOf(result), files, ...(result.ok ? { config: result.config } : {}) };
}

// One recording reader per reader, kept: the check redoes only the files whose text changed since its last run
// with the same reader (load.ts), and a new wrapper on each run would defeat that.
const recorders = new WeakMap<ReadConfigFile, { read: ReadConfigFile; files: string[] }>();

function recorderOf(read: ReadConfigFile): { read: ReadConfigFile; files: string[] } {
  let recorder = recorders.get(read);
  if (!recorder) {
    const made: { read: ReadConfigFile; files: string[] } = {
      files: [],
      read: (rel) => {
        if (!made.files.includes(rel)) made.files.push(rel);
        return read(rel);
      },
    };
    recorders.set(read, (recorder = made));
  }
  return recorder;
}
