// The simulator's handler factories are typed by api/openapi.yaml: the @ts-expect-error lines below are checked by
// `npm run typecheck` (each must stay an error, or the typecheck fails), and the runtime lines check that the typed
// handlers are still msw handlers on the paths the portal calls, with the base's country beside the document's params.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryHttp, fail, globalHttp, jsonBody, ok } from '../../src/sim/kit';

// A path the document does not have.
// @ts-expect-error: not a path of the document
countryHttp.get('/1.0/no-such-call', () => undefined);
// A global path on the country base, and a country path on the global base.
// @ts-expect-error: login is a path of the global API
countryHttp.post('/1.0/login', () => undefined);
// @ts-expect-error: zones are a path of a country's API
globalHttp.get('/1.0/dp-zones', () => undefined);
// An answer the operation does not have: zones are a list, not a text.
// @ts-expect-error: not one of the operation's response bodies
countryHttp.get('/1.0/dp-zones', () => ok('zones'));
// A path param under another name than the document's ({orderId}).
countryHttp.get('/1.0/orders/{orderId}/events', ({ params }) => {
  // @ts-expect-error: the document calls it orderId
  const id: unknown = params.id;
  return fail(404, 'NOT_FOUND', 'NOT_FOUND', String(id));
});
// A body field the document does not have.
globalHttp.post('/1.0/login/oauth/2fa-status/search', async ({ request }) => {
  const body = await jsonBody(request);
  // @ts-expect-error: the two-factor search sends only an email
  const name: unknown = body?.username;
  return ok({ isEnrolledIn2Sv: name === body?.email });
});

describe('typed simulator handlers', () => {
  const tiers = countryHttp.get('/1.0/dps/{dpId}/tiers', ({ params }) => {
    const seen = params as unknown as Record<string, string>;
    return ok([{ month: `${seen.country ?? ''}:${params.dpId}`, parcel_type: 'MARKETPLACE' as const, volume: 1 }]);
  });
  const flags = globalHttp.get('/1.0/feature-flags', ({ query }) => (query.get('country') === 'sg' ? ok({}) : fail(400, 'BAD_REQUEST', 'BAD_REQUEST', 'country')));
  const server = setupServer(tiers, flags);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('registers the msw path of the document path on its base', () => {
    expect(tiers.info.path).toBe('*/api/:country/1.0/dps/:dpId/tiers');
    expect(flags.info.path).toBe('*/api/global/1.0/feature-flags');
  });

  it('hands the resolver the base country beside the document params, and answers the data envelope', async () => {
    const answer = await fetch('http://portal.test/api/th/1.0/dps/42/tiers');
    expect(await answer.json()).toEqual({ data: [{ month: 'th:42', parcel_type: 'MARKETPLACE', volume: 1 }] });
  });

  it('reads the query by the document names and answers errors in the error shape', async () => {
    expect(await (await fetch('http://portal.test/api/global/1.0/feature-flags?country=sg')).json()).toEqual({ data: {} });
    const refused = await fetch('http://portal.test/api/global/1.0/feature-flags?country=xx');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: { code: 'BAD_REQUEST', title: 'BAD_REQUEST', message: 'country' } });
  });
});
