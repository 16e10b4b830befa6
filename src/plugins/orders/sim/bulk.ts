/**
 * What the bulk upload needs of the simulated server beyond the single flows:
 * - bulk send parcels NV{CC}B0000001…NV{CC}B0000150 lodge in; NV{CC}BF000001…NV{CC}BF000009 fail their lodge-in
 *   (enough ids for a 100-row send file with failures);
 * - POST 1.2/reservations/post honours an `Idempotency-Key` header: the same key (per country and point) answers
 *   the first answer again and creates nothing more;
 * - a request with a recipient named 'Chunk Fail Once' answers 503 the first time its key is seen, then works;
 *   one named 'Token Expires' answers 401 (ACCESS_TOKEN_ERR) the first time, as a token running out mid-upload.
 */
import { HttpResponse } from 'msw';
import type { CountryCode } from '@kernel';
import { fail, type SimResponse } from '@sim/kit';
import { caller, isObject } from './handlers/common';
import { sim } from './state';
import type { LodgeInBehaviour } from './seeds/parcels';

export const BULK_SEND_COUNT = 150;
export const CHUNK_FAIL_ONCE_NAME = 'Chunk Fail Once';
export const TOKEN_EXPIRES_NAME = 'Token Expires';

/** How a bulk send parcel behaves at lodge-in; null when the id is not one. */
export function bulkSendBehaviour(country: CountryCode, trackingId: string): LodgeInBehaviour | null {
  const cc = country.toUpperCase();
  const ok = new RegExp(`^NV${cc}B(\\d{7})$`).exec(trackingId);
  if (ok && Number(ok[1]) >= 1 && Number(ok[1]) <= BULK_SEND_COUNT) return 'ok';
  const failing = new RegExp(`^NV${cc}BF(\\d{6})$`).exec(trackingId);
  if (failing && Number(failing[1]) >= 1 && Number(failing[1]) <= 9) return 'fail';
  return null;
}

interface Remembered { status: number; body: unknown }

type OrdersSimState = typeof sim;

// Kept beside the simulator's state: resetOrdersSim() makes a new state, and with it forgets every key.
const keys = new WeakMap<OrdersSimState, Map<string, Remembered>>();
const failedOnce = new WeakMap<OrdersSimState, Set<string>>();

function of<T>(map: WeakMap<OrdersSimState, T>, make: () => T): T {
  let v = map.get(sim);
  if (!v) { v = make(); map.set(sim, v); }
  return v;
}

const scoped = (country: CountryCode, dpId: number, key: string) => `${country}:${dpId}:${key}`;

export function rememberedAnswer(country: CountryCode, dpId: number, key: string): Remembered | undefined {
  return of(keys, () => new Map<string, Remembered>()).get(scoped(country, dpId, key));
}

export function remember(country: CountryCode, dpId: number, key: string, answer: Remembered): void {
  of(keys, () => new Map<string, Remembered>()).set(scoped(country, dpId, key), answer);
}

/** True the first time a key carrying the fail-once recipient is seen. */
export function failsThisTime(country: CountryCode, dpId: number, key: string): boolean {
  const seen = of(failedOnce, () => new Set<string>());
  const k = scoped(country, dpId, key);
  if (seen.has(k)) return false;
  seen.add(k);
  return true;
}

type Handler = (info: { request: Request; params: Readonly<Record<string, unknown>> }) => Promise<SimResponse>;

function hasRecipient(body: unknown, name: string): boolean {
  if (!isObject(body) || !Array.isArray(body.reservations)) return false;
  return body.reservations.some((r) => isObject(r) && isObject(r.recipient) && r.recipient.name === name);
}

/** Order creation with an idempotency key: the first answer (not a 5xx) is kept and given again for the same key. */
export function idempotent(handler: Handler): Handler {
  return async (info) => {
    const key = info.request.headers.get('Idempotency-Key');
    if (!key) return handler(info);
    const who = caller(info.request, info.params);
    if (who.response) return who.response;
    const dpId = who.account.dp.id;
    const seen = rememberedAnswer(who.country, dpId, key);
    if (seen) return HttpResponse.json(seen.body as Record<string, unknown>, { status: seen.status });
    const body: unknown = await info.request.clone().json().catch(() => null);
    if (hasRecipient(body, CHUNK_FAIL_ONCE_NAME) && failsThisTime(who.country, dpId, key)) {
      return fail(503, 'SERVICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE', 'The service is busy. Please try again.');
    }
    if (hasRecipient(body, TOKEN_EXPIRES_NAME) && failsThisTime(who.country, dpId, key)) {
      return fail(401, 2001, 'ACCESS_TOKEN_ERR', 'Access token is invalid');
    }
    const answer = await handler(info);
    if (answer.status < 500) remember(who.country, dpId, key, { status: answer.status, body: await answer.clone().json() });
    return answer;
  };
}
