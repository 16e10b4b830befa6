import type { ApiClients } from './api/client';
import type { LoadedConfig } from './types';
import type { ConfigProblem } from './config/problems';

/** What the kernel set up at start: the validated config and the API clients. */
export interface Runtime {
  config: LoadedConfig;
  /** The API clients, created on first use so axios is not part of the first screen's JavaScript. */
  clients: () => Promise<ApiClients>;
  /** Problems that did not stop the portal (skipped entries), for the configuration report. */
  warnings: ConfigProblem[];
}

let current: Runtime | null = null;

export function setRuntime(r: Runtime | null): void {
  current = r;
}

export function getRuntime(): Runtime {
  if (!current) throw new Error('The portal runtime is not started yet');
  return current;
}
