import type { AxiosInstance } from 'axios';
import type { AsyncTask } from '../../streams/pollTask';
import { getRuntime } from '../runtime';
import { takeEarly } from './earlyAnswers';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { noteApiAnswered } from '../network/state';
import { session, sessionCountry } from '../session/store';
import type { Envelope, QueryParams } from './shapes';

/** The API client of the logged-in point's country (75 s timeout, request id, bearer token, normalised errors). */
export async function countryApi(): Promise<AxiosInstance> {
  const { config, clients } = getRuntime();
  return (await clients()).country(sessionCountry(session, config.portal.countries) ?? config.portal.defaultCountry);
}

/** The global API client (login and other calls that are not per country). */
export async function globalApi(): Promise<AxiosInstance> {
  return (await getRuntime().clients()).global;
}

/** GET on the country client; the answer's `data`. An aborted `signal` cancels the request. */
export async function apiGet<T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<T> {
  const answer = takeEarly(path, params);
  if (answer) {
    const early = await earlyAnswer(answer);
    if (early.found) return early.value as T;
  }
  const api = await countryApi();
  return (await api.get<Envelope<T>>(path, { params, signal })).data.data;
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
 * POST, PUT, PATCH or DELETE on the country client; the answer's `data`. With an idempotency key (a call that
 * creates something), a repeat of the request with the same key gets the first answer instead of a second creation.
 */
export async function apiSend<T>(
  method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: unknown, params?: QueryParams, opts: { idempotencyKey?: string } = {},
): Promise<T> {
  const api = await countryApi();
  const headers = opts.idempotencyKey ? { [IDEMPOTENCY_HEADER]: opts.idempotencyKey } : undefined;
  return (await api.request<Envelope<T>>({ method, url: path, data: body, params, headers })).data.data;
}

/** GET 1.0/async-requests/{id}: where a server-side task stands (poll it with pollTask). */
export const getAsyncTask = <P = string | null>(id: string) =>
  apiGet<AsyncTask<P>>(`1.0/async-requests/${encodeURIComponent(id)}`);
