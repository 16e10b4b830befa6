import type { AxiosInstance } from 'axios';
import type { AsyncTask } from '../../streams/pollTask';
import { getRuntime } from '../runtime';
import { takeEarly } from './earlyAnswers';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { noteApiAnswered } from '../network/state';
import { session, sessionCountry } from '../session/store';
import type { Envelope, QueryParams } from './shapes';
import type { ApiAnswer, ApiMethod, ApiPathOf, GetOptions, OptionsArg, SendOptions } from './operations';

/** The API client of the logged-in point's country (75 s timeout, request id, bearer token, normalised errors). */
export async function countryApi(): Promise<AxiosInstance> {
  const { config, clients } = getRuntime();
  return (await clients()).country(sessionCountry(session, config.portal.countries) ?? config.portal.defaultCountry);
}

/** The global API client (login and other calls that are not per country). */
export async function globalApi(): Promise<AxiosInstance> {
  return (await getRuntime().clients()).global;
}

/** The options as the code below reads them; their types by operation are checked at the call (operations.ts). */
interface LooseOptions {
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

/**
 * GET on the country client, by the document's path (`apiGet('1.0/dps/{dpId}/tiers', { path: { dpId }, query })`);
 * the answer's `data`. An aborted `signal` cancels the request; a cold start's early answer to the same GET is taken.
 */
export async function apiGet<P extends ApiPathOf<'get'>>(path: P, ...[options]: OptionsArg<GetOptions<P>>): Promise<ApiAnswer<P>> {
  const opts: LooseOptions = options ?? {};
  const url = fillPath(path, opts.path);
  const params = queryOf(opts.query);
  const answer = params instanceof URLSearchParams ? undefined : takeEarly(url, params);
  if (answer) {
    const early = await earlyAnswer(answer);
    // Kept by the cold start for this very path and query: the same operation's answer.
    if (early.found) return early.value as ApiAnswer<P>;
  }
  const api = await countryApi();
  return (await api.get<Envelope<ApiAnswer<P>>>(url, { params, signal: opts.signal })).data.data;
}

/**
 * A cold start's early answer (earlyAnswers.ts), or none when it failed. A GET with none asked goes out at once, as
 * before: not even a microtask later.
 */
async function earlyAnswer(answer: Promise<unknown>): Promise<{ found: true; value: unknown } | { found: false }> {
  try {
    const value = await answer;
    noteApiAnswered();
    return { found: true, value };
  } catch {
    return { found: false };
  }
}

/**
 * POST, PUT, PATCH or DELETE on the country client, by the document's path; the answer's `data`. With an idempotency
 * key (a call that creates something), a repeat of the request with the same key gets the first answer instead of a
 * second creation.
 */
export async function apiSend<M extends Exclude<ApiMethod, 'get'>, P extends ApiPathOf<M>>(
  method: M, path: P, ...[options]: OptionsArg<SendOptions<P, M>>
): Promise<ApiAnswer<P, M>> {
  const opts: LooseOptions = options ?? {};
  const api = await countryApi();
  const headers = opts.idempotencyKey ? { [IDEMPOTENCY_HEADER]: opts.idempotencyKey } : undefined;
  const request = { method, url: fillPath(path, opts.path), data: opts.body, params: queryOf(opts.query), headers };
  return (await api.request<Envelope<ApiAnswer<P, M>>>(request)).data.data;
}

/** GET 1.0/async-requests/{requestId}: where a server-side task stands (poll it with pollTask). */
export const getAsyncTask = (id: string): Promise<AsyncTask> => apiGet('1.0/async-requests/{requestId}', { path: { requestId: id } });
