// The only way the check reaches an API: one GET of an operation the document marks `x-safe: true`. Anything else
// is refused here, before a request is made, so no fixture or document edit can make the check send a write.

export class RefusedWrite extends Error {}

/** Throws RefusedWrite unless the operation is a GET marked `x-safe: true`. */
export function assertSafeGet(operation) {
  if (operation.method !== 'get') {
    throw new RefusedWrite(`${operation.method.toUpperCase()} is a write: the check sends only GETs`);
  }
  if (!operation.safe) throw new RefusedWrite('a GET not marked x-safe: true in the document');
}

/**
 * The answer to a GET: `{ status, contentType, body }` (body parsed when the answer says JSON, else its text;
 * `unparsable` when JSON was announced and is not), or `{ error }` when nothing came back in time.
 */
export async function getAnswer(fetchFn, operation, url, headers, timeoutMs) {
  assertSafeGet(operation);
  let response;
  try {
    response = await fetchFn(url, { method: 'GET', headers, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const why = error?.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (error?.cause?.code ?? error?.message ?? String(error));
    return { error: why };
  }
  const contentType = response.headers.get('content-type');
  const text = await response.text();
  if (!/\bjson\b/i.test(contentType ?? '')) return { status: response.status, contentType, body: text };
  try {
    return { status: response.status, contentType, body: text === '' ? undefined : JSON.parse(text) };
  } catch {
    return { status: response.status, contentType, body: text, unparsable: true };
  }
}
