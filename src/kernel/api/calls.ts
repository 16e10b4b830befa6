import type { AxiosInstance } from 'axios';
import type { AsyncTask } from '../../streams/pollTask';
import { getRuntime } from '../runtime';
import { takeEarly } from './earlyAnswers';
import { getOn, sendOn } from './callsOn';
import { noteApiAnswered } from '../network/state';
import { session, sessionCountry } from '../session/store';
import { fillPath, queryOf, type LooseOptions } from './requestParts';
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

/**
 * GET on the country client, by the document's path (`apiGet('1.0/dps/{dpId}/tiers', { path: { dpId }, query })`);
 * the answer's `data`. An aborted `signal` cancels the request; a cold start's early answer to the same GET is taken.
 */
export async function apiGet<P extends ApiPathOf<'get'>>(path: P, ...args: OptionsArg<GetOptions<P>>): Promise<ApiAnswer<P>> {
  const opts: LooseOptions = args[0] ?? {};
  const params = queryOf(opts.query);
  const answer = takeEarly(fillPath(path, opts.path), params);
  if (answer) {
    const early = await earlyAnswer(answer);
    // Kept by the cold start for this very path and query: the same operation's answer.
    if (early.found) return early.value as ApiAnswer<P>;
  }
  return getOn(await countryApi(), path, ...args);
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
  method: M, path: P, ...args: OptionsArg<SendOptions<P, M>>
): Promise<ApiAnswer<P, M>> {
  return sendOn(await countryApi(), method, path, ...args);
}

/** GET 1.0/async-requests/{requestId}: where a server-side task stands (poll it with pollTask). */
export const getAsyncTask = (id: string): Promise<AsyncTask> => apiGet('1.0/async-requests/{requestId}', { path: { requestId: id } });
