import { HttpResponse, type JsonBodyType } from 'msw';

/** The server's error body: the portal's normaliser reads error.code, error.title and error.message. */
export type SimErrorBody = { error: { code: number | string; title: string; message: string } };

/**
 * Every helper answers the same type: msw infers a resolver's body type from its returns, and a handler mixes
 * success and error bodies.
 */
export type SimResponse = HttpResponse<JsonBodyType>;

/** Success bodies wrap the payload in `data`, like the real server. */
export function ok<T>(data: T, status = 200): SimResponse {
  return HttpResponse.json<JsonBodyType>({ data: data as JsonBodyType }, { status });
}

export function fail(status: number, code: number | string, title: string, message: string): SimResponse {
  const body: SimErrorBody = { error: { code, title, message } };
  return HttpResponse.json<JsonBodyType>(body, { status });
}

/** 401 with the invalid-token marks the portal recognises (code 2001, ACCESS_TOKEN_ERR, its text). */
export function invalidToken(): SimResponse {
  return fail(401, 2001, 'ACCESS_TOKEN_ERR', 'Access token is invalid');
}

export function badRequest(message: string): SimResponse {
  return fail(400, 'BAD_REQUEST', 'BAD_REQUEST', message);
}

export function notFound(message: string): SimResponse {
  return fail(404, 'NOT_FOUND', 'NOT_FOUND', message);
}

/** Reads a JSON object body; null when the body is missing, not JSON or not an object. */
export async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
