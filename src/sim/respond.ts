import { HttpResponse } from 'msw';

/** The server's error body: the portal's normaliser reads error.code, error.title and error.message. */
export type SimErrorBody = { error: { code: number | string; title: string; message: string } };

/** An error answer: its body is the document's ErrorBody, which every operation's error responses share. */
export type SimError = HttpResponse<SimErrorBody>;

/**
 * An answer carrying `data` of type T, or an error. A resolver of the typed handlers (openapi-msw, openapi.ts)
 * accepts it only when `{ data: T }` is one of the operation's response bodies in the document.
 */
export type SimResponse<T = never> = HttpResponse<{ data: T } | SimErrorBody>;

/** Success bodies wrap the payload in `data`, like the real server; the handler's operation types the payload. */
export function ok<T>(data: T, status = 200): HttpResponse<{ data: T }> {
  return HttpResponse.json({ data }, { status }) as HttpResponse<{ data: T }>;
}

/**
 * A kept answer given again (an idempotency key seen before). It was typed by its operation when it was made, so it
 * passes for any data type here.
 */
export function replay(kept: { status: number; body: unknown }): SimResponse {
  return HttpResponse.json(kept.body as SimErrorBody, { status: kept.status });
}

/** The answer is lost on the way, as when the network drops after the server acted; any operation may see it. */
export function dropped(): SimResponse {
  return HttpResponse.error() as SimResponse;
}

export function fail(status: number, code: number | string, title: string, message: string): SimError {
  const body: SimErrorBody = { error: { code, title, message } };
  return HttpResponse.json(body, { status });
}

/** 401 with the invalid-token marks the portal recognises (code 2001, ACCESS_TOKEN_ERR, its text). */
export function invalidToken(): SimError {
  return fail(401, 2001, 'ACCESS_TOKEN_ERR', 'Access token is invalid');
}

export function badRequest(message: string): SimError {
  return fail(400, 'BAD_REQUEST', 'BAD_REQUEST', message);
}

export function notFound(message: string): SimError {
  return fail(404, 'NOT_FOUND', 'NOT_FOUND', message);
}

/**
 * The fields the document names for an operation's request body, each still to be checked: a client may send
 * anything, and the handler answers 400 the way the server does. A body that is one of several shapes (oneOf) has
 * the fields of all.
 */
export type SentBody<B> = { [K in B extends unknown ? keyof B : never]?: unknown };

/**
 * Reads a JSON object body; null when the body is missing, not JSON or not an object. On a typed handler's request
 * the fields are the document's (a handler reading a field the document does not have fails the typecheck).
 */
export async function jsonBody<B extends object = Record<string, unknown>>(request: { json(): Promise<B> }): Promise<SentBody<B> | null> {
  try {
    const body: unknown = await request.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as SentBody<B>) : null;
  } catch {
    return null;
  }
}
