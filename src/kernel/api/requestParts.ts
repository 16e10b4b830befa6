/**
 * A call's path and query as axios sends them, shared by the country calls (calls.ts), the calls on a named client
 * (callsOn.ts) and file downloads (files.ts). Its own module so that the session's calls on every page do not bring
 * the country calls' early answers and session lookups with them.
 */
import type { QueryParams } from './shapes';

/** The options as the callers read them; their types by operation are checked at the call (operations.ts). */
export interface LooseOptions {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

/** The document's path with its `{name}` parameters filled in, each encoded. */
export function fillPath(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Query parameters as axios sends them: a plain object (the form early answers are kept under), or repeated keys
 * (`filter=a&filter=b`) when one has a list. Unset ones are left out.
 */
export function queryOf(query: Record<string, unknown> | undefined): QueryParams | URLSearchParams | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, v]) => v !== undefined && v !== null);
  if (entries.some(([, v]) => Array.isArray(v))) {
    const out = new URLSearchParams();
    for (const [k, v] of entries) for (const one of Array.isArray(v) ? v : [v]) out.append(k, String(one));
    return out;
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, typeof v === 'number' || typeof v === 'boolean' ? v : String(v)]));
}
