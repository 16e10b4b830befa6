import { withSlash } from './baseUrl';
import { earlyPairs, keepEarly } from './earlyAnswers';
import { queryOf } from './requestParts';
import { makeRequestId } from './requestId';
import { checkAnswer } from './contract/check';

/** A GET a page makes as it opens, asked by a cold start beside the page's code instead of after its first render. */
export interface EarlyGet {
  path: string;
  /** As the page's `apiGet` gives its `query`: a list goes out as repeated keys, an unset value is left out. */
  params?: Record<string, unknown>;
}

/** What the early request needs from the session: the same headers the country client sends. */
export interface EarlyAuth {
  token: string;
  dpId: number | undefined;
}

/**
 * Sends the GETs with fetch (the country client's code has not arrived yet), each kept for one `takeEarly`
 * (earlyAnswers.ts). An answer that is not a 2xx with the spec's `{ data }` is kept as a failure, and the page then
 * asks in the usual way, so its errors are the client's as ever.
 */
export function askEarly(base: string, auth: EarlyAuth, gets: readonly EarlyGet[], timeoutMs: number, now: () => number = Date.now): void {
  for (const get of gets) {
    const url = new URL(withSlash(base) + get.path.replace(/^\/+/, ''), location.href);
    const params = queryOf(get.params);
    for (const [k, v] of params ? earlyPairs(params) : []) url.searchParams.append(k, v);
    const answer = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${auth.token}`, 'X-Request-Id': makeRequestId(auth.dpId) },
      signal: AbortSignal.timeout(timeoutMs),
    }).then(async (res) => {
      const body: unknown = res.ok ? await res.json() : null;
      if (!body || typeof body !== 'object' || !('data' in body)) throw new Error(`early GET ${get.path}: ${res.status}`);
      // One that breaks the API contract is a failure too: the page asks again through the client, whose check then
      // shows the usual error and names the operation and path in the console.
      if ((await checkAnswer('GET', 'country', get.path, res.status, body).catch(() => null))?.problems.length) throw new Error(`early GET ${get.path}: broken answer`);
      return body.data;
    });
    keepEarly(get.path, params, answer, now());
  }
}
