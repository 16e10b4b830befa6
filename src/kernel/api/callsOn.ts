/**
 * `apiGet` / `apiSend` on a client the caller names, typed by the API contract's paths the same way: the session's
 * calls go to the global client (login, two-factor status, feature flags) or to a country's client before the session
 * has a point (the logged-in point), where the country client of `apiGet` is not the one to use yet.
 */
import type { AxiosInstance } from 'axios';
import { IDEMPOTENCY_HEADER } from './idempotency';
import { fillPath, queryOf, type LooseOptions } from './requestParts';
import type { Envelope } from './shapes';
import type { ApiAnswer, ApiMethod, ApiPathOf, GetOptions, OptionsArg, SendOptions } from './operations';

/** GET on `client` by the document's path; the answer's `data`. */
export async function getOn<P extends ApiPathOf<'get'>>(client: AxiosInstance, path: P, ...[options]: OptionsArg<GetOptions<P>>): Promise<ApiAnswer<P>> {
  const opts: LooseOptions = options ?? {};
  return (await client.get<Envelope<ApiAnswer<P>>>(fillPath(path, opts.path), { params: queryOf(opts.query), signal: opts.signal })).data.data;
}

/** POST, PUT, PATCH or DELETE on `client` by the document's path; the answer's `data`. */
export async function sendOn<M extends Exclude<ApiMethod, 'get'>, P extends ApiPathOf<M>>(
  client: AxiosInstance, method: M, path: P, ...[options]: OptionsArg<SendOptions<P, M>>
): Promise<ApiAnswer<P, M>> {
  const opts: LooseOptions = options ?? {};
  const headers = opts.idempotencyKey ? { [IDEMPOTENCY_HEADER]: opts.idempotencyKey } : undefined;
  const request = { method, url: fillPath(path, opts.path), data: opts.body, params: queryOf(opts.query), headers };
  return (await client.request<Envelope<ApiAnswer<P, M>>>(request)).data.data;
}
