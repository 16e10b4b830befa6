/**
 * Idempotency keys of the calls that create something (orders, bulk chunks): the server answers a second request
 * with the same key with the first one's answer and creates nothing more, so a retry after a timeout (when the
 * server may have acted) cannot create twice.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A new key: unique per attempt, not guessable from another. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
