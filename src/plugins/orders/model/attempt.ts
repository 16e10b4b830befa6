/**
 * One order attempt's idempotency key (part 1 §7 create calls). A create whose answer never came (a timeout after
 * the server may have acted, a dropped connection, a reload mid-call) is sent again with the same key, so the server
 * answers what it did the first time instead of creating the orders twice. The key is kept in the order's draft with
 * the request it was made for: the same request again is the same attempt; a request that differs (the order was
 * edited) is a new attempt with a new key. Once an answer arrives the attempt is over and the key is dropped.
 */

export interface CreateAttempt {
  key: string;
  /** The request the key was made for (kind and body, as sent). */
  request: string;
}

export function requestFingerprint(kind: 'POST' | 'PACK', body: unknown): string {
  return `${kind}:${JSON.stringify(body)}`;
}

/** The attempt to send `request` under: the kept one when it was made for this very request, else a new one. */
export function attemptFor(kept: CreateAttempt | null | undefined, request: string, newKey: () => string): CreateAttempt {
  return kept && kept.request === request ? kept : { key: newKey(), request };
}
