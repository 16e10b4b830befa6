/**
 * The orders simulator (with the shippers simulator, whose endpoints order creation leans on) behind msw's Node server for unit tests: started once per file, reset after each test, and a
 * `call` that speaks to it as the portal does (bearer token of a demo user, JSON or multipart body, `{ data }` or
 * `{ error }` answers).
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers, resetOrdersSim } from '../../src/plugins/orders/sim';
import { handlers as shipperHandlers, resetShippersSim } from '../../src/plugins/shippers/sim';
import { resetSimState } from '../../src/sim/control';
import { createTestServer } from '../../src/sim/node';
import { issueToken } from '../../src/sim/tokens';

export type SimError = { code: number | string; title: string; message: string };

/** Registers the server's life cycle in the calling test file. */
export function withOrdersSim(): void {
  const server = createTestServer([...handlers, ...shipperHandlers]);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    resetSimState();
    resetOrdersSim();
    resetShippersSim();
  });
  afterAll(() => server.close());
}

const tokens: Record<string, string> = {};

/** The token of a demo user (issued once per file). */
export const simToken = (user: string) => (tokens[user] ??= issueToken(user).token);

/** A call to `/api/<path>` as `user` (null: no token); a FormData body goes as multipart, anything else as JSON. */
export async function simCall<T = unknown>(method: string, path: string, { user = 'sg-demo', body }: { user?: string | null; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (user) headers.Authorization = `Bearer ${simToken(user)}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`http://localhost/api/${path}`, { method, headers, body: payload });
  const text = await res.text();
  const json = (text ? JSON.parse(text) : {}) as { data: T; error?: SimError };
  return { status: res.status, data: json.data, error: json.error, text };
}
