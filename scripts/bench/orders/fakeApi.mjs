// The API of the new-order bench (orders/index.mjs): fixed answers for what the bench types (a shipper found by any
// number, no saved recipients, a valid stamp, one price) so that its keystroke timings do not move with the
// simulator's data, in the shapes of src/plugins/orders/api/types.ts (success bodies wrapped in `data`). A request
// without a bearer token gets the 401 the servers give; every other call (login, the point, flags, the zones and
// quick address) goes to the simulated API (createSimApi in scripts/bench/shared/simApi.mjs).
import { createSimApi } from '../shared/simApi.mjs';

const SG = '/api/sg';

/** The shipper GET 2.0/shippers finds (any contact number matches). */
export const FAKE_SHIPPER = Object.freeze({
  id: 7020001, globalId: 9020001, externalId: null, name: 'Tan Kah Kee Hardware', liaisonName: 'Tan Wei Ming',
  liaisonEmail: 'orders@tankahkee.example', liaisonContact: '+6591234501', liaisonAddress: '52 Jalan Besar',
  liaisonAddress2: '#01-02', liaisonPostcode: '208804', isDefault: true, isPrepaid: true, isCodEnabled: true,
});

const fee = (amount) => ({ amount, tax_amount: Math.round(amount * 0.09 * 100) / 100 });
const PRICE = { delivery_fee: fee(4.5), insurance_fee: fee(0), cod_fee: fee(0) };
PRICE.total_tax = PRICE.delivery_fee.tax_amount;
PRICE.total_with_tax = PRICE.delivery_fee.amount + PRICE.total_tax;

/** Answer for an orders call, or undefined when this fake does not know it. */
function answer(method, path, query, body) {
  if (method === 'GET' && path === `${SG}/2.0/shippers`) return [FAKE_SHIPPER];
  if (method === 'GET' && path === `${SG}/1.0/consignees`) return [];
  if (method === 'GET' && path === `${SG}/1.0/orders/stamp-validity`) return { stamp_id: query.get('stamp_id') ?? '', valid: true };
  if (method === 'POST' && /^\/api\/sg\/2\.2\/shippers\/\d+\/price$/.test(path)) return body && typeof body === 'object' ? { ...PRICE } : undefined;
  return undefined;
}

/** { handler, calls, unexpected, point } like createSimApi; `calls` lists every API call, the login ones included. */
export async function createOrdersFakeApi() {
  const base = await createSimApi();
  const calls = [];
  async function handler(route) {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname.replace(/\/+$/, '');
    const method = request.method();
    let body;
    try { body = request.postDataJSON(); } catch { body = null; }
    const data = answer(method, path, url.searchParams, body);
    if (data === undefined) {
      const before = base.calls.length;
      await base.handler(route);
      calls.push(...base.calls.slice(before));
      return;
    }
    calls.push(`${method} ${path}${url.search}`);
    if (!/^Bearer\s+\S+$/i.test((request.headers()['authorization'] ?? '').trim())) {
      return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: { code: 2001, title: 'ACCESS_TOKEN_ERR', message: 'Access token is invalid' } }) });
    }
    return route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ data }) });
  }
  return { handler, calls, unexpected: base.unexpected, point: base.point };
}

