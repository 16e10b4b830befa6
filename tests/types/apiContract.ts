/**
 * The wire types still written by hand (the kernel's session, the services, the shared widgets) held to the API contract (api/openapi.yaml, generated into
 * src/kernel/api/openapi.d.ts by `npm run api:types`). Checked by `npm run typecheck`, never run: each line says that a
 * hand-written type and the document's agree (assignable both ways, with the same fields), so a change on one side
 * alone fails the typecheck until the other follows. A known disagreement is written down with @ts-expect-error and
 * its reason: once it is fixed the directive itself is unused and fails, and the line becomes an ordinary check.
 */
import type { operations } from '../../src/kernel/api/openapi';
import type { DpInfo, LoginResult } from '../../src/kernel/types';
import type { AsyncTask } from '../../src/streams/pollTask';
import type { PriceRequest, PriceResult, ScanLookup, Shipper } from '../../src/services';
import type { ConsigneeChoice } from '../../src/forms/widgets/consignee/choice';
import type { Zone } from '../../src/forms/widgets/location/cascade';

type Json<C> = C extends { content: { 'application/json': infer J } } ? J : never;
/** What `data` holds in an operation's 200 answer. */
type Answer<O extends keyof operations> = Json<operations[O]['responses'][200]> extends { data: infer D } ? D : never;
/** An operation's JSON request body. */
type Body<O extends keyof operations> = Json<NonNullable<operations[O]['requestBody']>>;

type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Assignable both ways and the same fields: a field added, dropped or retyped on either side makes this false. */
type Agrees<A, B> = Mutual<A, B> extends true ? Mutual<keyof A, keyof B> : false;

// The plugins' call types are the document's own (aliases of `ApiAnswer` / `ApiBody` / `ApiSchema` from @kernel, and
// `apiGet` / `apiSend` typed by path: tests/types/apiCalls.ts); what is left here is written by hand outside them.

// ---- The kernel's session types (its calls are typed by path: getOn / sendOn in src/kernel/api/callsOn.ts).

export const loginAnswer: Agrees<LoginResult, Answer<'login'>> = true;
export const loggedInPoint: Agrees<DpInfo, Answer<'getLoggedInPoint'>> = true;
export const asyncTask: Agrees<AsyncTask, Answer<'getAsyncRequest'>> = true;

// ---- The service contracts (src/services) and the shared forms' widgets, which several plugins read.

export const scanLookup: Agrees<ScanLookup, Answer<'lookUpScan'>> = true;
export const shippers: Agrees<Shipper[], Answer<'searchShippers'>> = true;
export const priceBody: Agrees<PriceRequest, Body<'quotePrice'>> = true;
export const priceAnswer: Agrees<PriceResult, Answer<'quotePrice'>> = true;
export const consignees: Agrees<ConsigneeChoice[], Answer<'searchConsignees'>> = true;
export const zones: Agrees<Zone[], Answer<'listZones'>> = true;
