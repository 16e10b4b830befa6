/**
 * The API contract's operations as types, by path and method: what `apiGet` and `apiSend` take and answer, read from
 * the types generated from api/openapi.yaml (`npm run api:types`). A plugin names a call by the document's path, so a
 * call the document does not have, a wrong body or a misread answer fails `npm run typecheck`. Types only.
 */
import type { components, paths } from './openapi';

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Unslashed<P> = P extends `/${infer Rest}` ? Rest : never;
/** A path of the document as the calls write it: no leading slash, path parameters as `{name}` (`1.0/dps/{dpId}/tiers`). */
export type ApiPath = Unslashed<keyof paths>;

type PathItem<P extends ApiPath> = `/${P}` extends keyof paths ? paths[`/${P}`] : never;
/** The document's operation at a path and method; never when the path has no such method. */
type Operation<P extends ApiPath, M extends ApiMethod> = PathItem<P> extends Record<M, infer O> ? O : never;

/** The paths with an operation for this method. */
export type ApiPathOf<M extends ApiMethod> = { [P in ApiPath]: [Operation<P, M>] extends [never] ? never : P }[ApiPath];

type Json<C> = C extends { content: { 'application/json': infer J } } ? J : never;
type Data<J> = J extends { data: infer D } ? D : never;
type Success<O> = O extends { responses: infer R } ? R[Extract<keyof R, 200 | 201 | 202 | 204>] : never;

/** What `data` holds in the operation's 2xx JSON answer (`{ data: … }`, spec part 1 §4). */
export type ApiAnswer<P extends ApiPath, M extends ApiMethod = 'get'> = Data<Json<Success<Operation<P, M>>>>;

type Params<O> = O extends { parameters: infer A } ? A : never;
/** The operation's query parameters (an object, arrays for repeated keys). */
export type ApiQuery<P extends ApiPath, M extends ApiMethod = 'get'> = NonNullable<Params<Operation<P, M>>['query' & keyof Params<Operation<P, M>>]>;
/** The operation's path parameters, by the names of the path's `{…}`. */
export type ApiPathParams<P extends ApiPath, M extends ApiMethod = 'get'> = NonNullable<Params<Operation<P, M>>['path' & keyof Params<Operation<P, M>>]>;

type RequestBody<O> = O extends { requestBody?: infer B } ? NonNullable<B> : never;
type BodyOf<C> = C extends { content: infer K }
  ? (K extends { 'application/json': infer J } ? J : never) | (K extends { 'multipart/form-data': unknown } ? FormData : never)
  : never;
/** The operation's request body: its JSON, or FormData for a multipart upload. */
export type ApiBody<P extends ApiPath, M extends ApiMethod> = BodyOf<RequestBody<Operation<P, M>>>;

/** A schema of the document by name (`ApiSchema<'Shipper'>`), for a type that is the wire's shape without a call of its own. */
export type ApiSchema<N extends keyof components['schemas']> = components['schemas'][N];

type Required_<K extends string, V> = [V] extends [never] ? { [_ in K]?: never } : { [_ in K]: V };
type Optional_<K extends string, V> = [V] extends [never] ? { [_ in K]?: never } : { [_ in K]?: V };
/**
 * Option K, with value V, from the document's field F of Holder: required when the document requires it, optional when
 * optional, refused when the operation has none.
 */
type Part<K extends string, Holder, V, F extends string = K> = [V] extends [never]
  ? { [_ in K]?: never }
  : F extends keyof Holder ? (object extends Pick<Holder, F> ? Optional_<K, V> : Required_<K, V>) : { [_ in K]?: never };

type Headers<O> = Params<O> extends { header?: infer H } ? NonNullable<H> : never;
/** An idempotency key only on an operation whose document takes the `Idempotency-Key` header. */
type KeyPart<O> = 'Idempotency-Key' extends keyof Headers<O> ? { idempotencyKey?: string } : { idempotencyKey?: never };

/** What a GET takes beside its path: path and query parameters as the document has them, and an abort signal. */
export type GetOptions<P extends ApiPath> = Part<'path', Params<Operation<P, 'get'>>, ApiPathParams<P>>
  & Part<'query', Params<Operation<P, 'get'>>, ApiQuery<P>>
  & { signal?: AbortSignal };

/** What a write takes beside its path: its parameters, its body and, where the document allows it, an idempotency key. */
export type SendOptions<P extends ApiPath, M extends ApiMethod> = Part<'path', Params<Operation<P, M>>, ApiPathParams<P, M>>
  & Part<'query', Params<Operation<P, M>>, ApiQuery<P, M>>
  & Part<'body', Operation<P, M>, ApiBody<P, M>, 'requestBody'>
  & KeyPart<Operation<P, M>>;

/** The options as a rest parameter: left out when nothing in them is required. */
export type OptionsArg<O> = object extends O ? [options?: O] : [options: O];
