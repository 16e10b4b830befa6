/**
 * The simulator's handlers are written against the API contract (api/openapi.yaml, generated into
 * src/kernel/api/openapi.d.ts): a handler's path must be one of the document's, its params, query and body are
 * typed by the operation, and its answer must be one of the operation's response bodies, so `npm run typecheck`
 * fails when the simulator and the document drift apart.
 */
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../kernel/api/openapi';

/**
 * The document's paths on the global API (`servers: *global` there); every other path is on the country's API.
 * tests/unit/apiContract.test.ts compares each handler's base URL with the document's servers, so a path listed on
 * the wrong side here fails that test.
 */
type GlobalPath = '/1.0/login' | '/1.0/login/oauth' | '/1.0/login/oauth/2fa-status/search' | '/1.0/feature-flags';
export type GlobalPaths = Pick<paths, GlobalPath>;
export type CountryPaths = Omit<paths, GlobalPath>;

/** Handlers of the global API, on any origin (`*`) as the demo and the live server are reached on several. */
export const globalHttp = createOpenApiHttp<GlobalPaths>({ baseUrl: '*/api/global' });

/** Handlers of a country's API; msw hands the base's `:country` to the resolver beside the document's own params. */
export const countryHttp = createOpenApiHttp<CountryPaths>({ baseUrl: '*/api/:country' });

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Operation<P extends keyof CountryPaths, M extends Method> = CountryPaths[P] extends Record<M, infer O> ? O : never;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessBody<O> = O extends { responses: infer R } ? JsonOf<R[Extract<keyof R, 200 | 201>]> : never;

/**
 * What a country operation's success answer carries in `data`, for the helpers that build it outside a resolver
 * (a handler factory shared by several paths, a state module).
 */
export type CountryData<P extends keyof CountryPaths, M extends Method = 'get'> = SuccessBody<Operation<P, M>> extends { data: infer D } ? D : never;

/** A country operation's JSON request body, for the helpers that read it outside a resolver. */
export type CountryBody<P extends keyof CountryPaths, M extends Method> = Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The request a helper reads outside a resolver: its JSON body typed as the operation's. */
export type CountryRequest<P extends keyof CountryPaths, M extends Method> = Request & { json(): Promise<CountryBody<P, M>> };
