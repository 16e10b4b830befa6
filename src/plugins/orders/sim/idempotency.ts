/**
 * Order creation with an idempotency key, as the server honours it: the first answer (not a 5xx) for a key, per
 * country, point and path, is kept and given again for the same key, and nothing more is created. Post orders (single
 * and bulk chunks) and pack orders go through it. With the 'lost-next' fault the server acts and its answer is lost
 * on the way (as a timeout after the server acted): a retry with the same key gets the kept answer.
 */
import { IDEMPOTENCY_HEADER, type CountryCode } from '@kernel';
import { dropped, replay, takeLostAnswer, type SimError, type SimResponse } from '@sim/kit';
import { caller } from './handlers/common';
import { sim } from './state';

interface Remembered { status: number; body: unknown }

/** A typed handler's resolver: its info and its answer are the operation's (openapi-msw), kept as they are. */
export type Handler<Info extends { request: Request; params: object }, Answer extends Response> = (info: Info) => Promise<Answer>;

/** Seeded faults a wrapped endpoint may answer before acting, the first time a key is seen (bulk's fail-once rows). */
export type FirstAsk = (ask: { country: CountryCode; dpId: number; key: string; body: unknown }) => SimError | null;

type OrdersSimState = typeof sim;

// Kept beside the simulator's state: resetOrdersSim() makes a new state, and with it forgets every key.
const keys = new WeakMap<OrdersSimState, Map<string, Remembered>>();

function store(): Map<string, Remembered> {
  let v = keys.get(sim);
  if (!v) { v = new Map(); keys.set(sim, v); }
  return v;
}

const scoped = (country: CountryCode, dpId: number, path: string, key: string) => `${country}:${dpId}:${path}:${key}`;

export function idempotent<Info extends { request: Request; params: object }, Answer extends Response>(
  handler: Handler<Info, Answer>, firstAsk?: FirstAsk,
): Handler<Info, Answer | SimResponse> {
  return async (info) => {
    const key = info.request.headers.get(IDEMPOTENCY_HEADER);
    if (!key) return lostOr(await handler(info));
    const who = caller(info.request, info.params);
    if (who.response) return who.response;
    const dpId = who.account.dp.id;
    const id = scoped(who.country, dpId, new URL(info.request.url).pathname, key);
    const seen = store().get(id);
    if (seen) return replay(seen);
    if (firstAsk) {
      const body: unknown = await info.request.clone().json().catch(() => null);
      const early = firstAsk({ country: who.country, dpId, key, body });
      if (early) return early;
    }
    const answer = await handler(info);
    if (answer.status < 500) store().set(id, { status: answer.status, body: await answer.clone().json() });
    return lostOr(answer);
  };
}

/** The answer, or (the 'lost-next' fault, once) none at all: the server acted and its answer does not arrive. */
function lostOr<Answer extends Response>(answer: Answer): Answer | SimResponse {
  return takeLostAnswer() ? dropped() : answer;
}
