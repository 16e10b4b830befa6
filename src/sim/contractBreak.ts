import { getResponse, http, type RequestHandler } from 'msw';
import { checkAnswer, simulatedCall, type ApiBase } from '../kernel/api/contract';
import { getControl } from './control';

/**
 * The session's calls stay whole under `?sim=contract-break` (login, two-factor, flags on the global API, and the
 * logged-in point), as login does under every fault: the portal starts, and each page then meets the broken answers.
 */
const SPARED = /^1\.0\/dps\/logged-in$/;
/** How many changes are tried on one answer before `data` itself is left out. */
const TRIES = 40;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A value of another JSON type than `value`'s. */
function wrongType(value: Json): Json {
  if (typeof value === 'string') return 404;
  if (typeof value === 'number') return 'four hundred';
  if (typeof value === 'boolean') return 'yes';
  return value === null ? {} : 'broken';
}

/** The places of `node`'s leaves (the first item of each list only), depth first. */
function* leaves(node: Json, at: (string | number)[]): Generator<(string | number)[]> {
  if (Array.isArray(node)) {
    if (node.length) yield* leaves(node[0] as Json, [...at, 0]);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) yield* leaves(value, [...at, key]);
  } else yield at;
}

function withLeaf(body: Json, at: (string | number)[]): Json {
  const copy = structuredClone(body);
  const parent = at.slice(0, -1).reduce<Json>((node, key) => (node as Record<string | number, Json>)[key] as Json, copy) as Record<string | number, Json>;
  const key = at[at.length - 1] as string | number;
  parent[key] = wrongType(parent[key] as Json);
  return copy;
}

/**
 * The answer changed so that it breaks the contract: the first leaf of `data` whose wrong type the checker sees,
 * else the answer without `data` (the envelope broken). Null when even that keeps the contract (a file, an empty
 * answer the document allows).
 */
export async function breakAnswer(method: string, base: ApiBase, path: string, status: number, body: Json): Promise<Json | null> {
  const breaks = async (candidate: Json) => Boolean((await checkAnswer(method, base, path, status, candidate))?.problems.length);
  if (body !== null && typeof body === 'object' && !Array.isArray(body) && 'data' in body) {
    let tries = 0;
    for (const at of leaves(body.data as Json, ['data'])) {
      if (++tries > TRIES) break;
      const candidate = withLeaf(body, at);
      if (await breaks(candidate)) return candidate;
    }
    const { data: _left, ...withoutData } = body;
    if (await breaks(withoutData)) return withoutData;
  }
  return null;
}

/**
 * First handler under `?sim=contract-break`: asks the other handlers for the answer, then gives it broken (2xx JSON
 * answers of a page's calls only). Off, it returns nothing and msw goes on as ever.
 */
export function contractBreaker(handlers: () => readonly RequestHandler[]): RequestHandler {
  return http.all('*/api/*', async ({ request }) => {
    const call = simulatedCall(request.url);
    if (!getControl().contractBreak || !call || call.base === 'global' || SPARED.test(call.path)) return undefined;
    const answer = await getResponse([...handlers()], request.clone());
    if (!answer) return undefined;
    if (answer.status < 200 || answer.status >= 300 || !answer.headers.get('content-type')?.includes('json')) return answer;
    const broken = await breakAnswer(request.method, call.base, call.path, answer.status, (await answer.clone().json()) as Json);
    return broken === null ? answer : new Response(JSON.stringify(broken), { status: answer.status, headers: answer.headers });
  });
}
