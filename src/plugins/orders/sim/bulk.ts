/**
 * What the bulk upload needs of the simulated server beyond the single flows:
 * - bulk send parcels NV{CC}B0000001…NV{CC}B0000150 lodge in; NV{CC}BF000001…NV{CC}BF000009 fail their lodge-in
 *   (enough ids for a 100-row send file with failures);
 * - POST 1.2/reservations/post honours an `Idempotency-Key` header (idempotency.ts, as every order creation);
 * - a request with a recipient named 'Chunk Fail Once' answers 503 the first time its key is seen, then works;
 *   one named 'Token Expires' answers 401 (ACCESS_TOKEN_ERR) the first time, as a token running out mid-upload.
 */
import type { CountryCode } from '@kernel';
import { fail, type SimError } from '@sim/kit';
import { isObject } from './handlers/common';
import type { FirstAsk } from './idempotency';
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

type OrdersSimState = typeof sim;

// Kept beside the simulator's state: resetOrdersSim() makes a new state, and with it forgets every key.
const failedOnce = new WeakMap<OrdersSimState, Set<string>>();

const scoped = (country: CountryCode, dpId: number, key: string) => `${country}:${dpId}:${key}`;

/** True the first time a key carrying the fail-once recipient is seen. */
export function failsThisTime(country: CountryCode, dpId: number, key: string): boolean {
  let seen = failedOnce.get(sim);
  if (!seen) { seen = new Set<string>(); failedOnce.set(sim, seen); }
  const k = scoped(country, dpId, key);
  if (seen.has(k)) return false;
  seen.add(k);
  return true;
}

function hasRecipient(body: unknown, name: string): boolean {
  if (!isObject(body) || !Array.isArray(body.reservations)) return false;
  return body.reservations.some((r) => isObject(r) && isObject(r.recipient) && r.recipient.name === name);
}

/** Bulk's seeded faults, answered the first time a chunk's key is seen: a busy server, or a token running out. */
export const bulkFirstAsk: FirstAsk = ({ country, dpId, key, body }): SimError | null => {
  if (hasRecipient(body, CHUNK_FAIL_ONCE_NAME) && failsThisTime(country, dpId, key)) {
    return fail(503, 'SERVICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE', 'The service is busy. Please try again.');
  }
  if (hasRecipient(body, TOKEN_EXPIRES_NAME) && failsThisTime(country, dpId, key)) {
    return fail(401, 2001, 'ACCESS_TOKEN_ERR', 'Access token is invalid');
  }
  return null;
};
