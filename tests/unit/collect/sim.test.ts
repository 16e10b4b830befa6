// @vitest-environment node
// The collect simulator as the portal sees it: codes, QR payloads, releases (once only) and resends.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, resetCollectSim } from '../../../src/plugins/collect/sim';
import type { CollectSearchResult, ReleasedOrderWire } from '../../../src/plugins/collect/api/types';
import { resetSimState } from '../../../src/sim/control';
import { createTestServer } from '../../../src/sim/node';
import { simCall as call } from '../../harness/ordersSim';

const server = createTestServer(handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetSimState();
  resetCollectSim();
});
afterAll(() => server.close());

const SG_DP = 'dp_id=';
async function dpId(user = 'sg-demo'): Promise<number> {
  const res = await call<{ id: number }>('GET', `${user.slice(0, 2)}/1.0/dps/logged-in`, { user });
  return res.data.id;
}

describe('verification', () => {
  it('an OTP opens the customer’s parcels in every country', async () => {
    for (const [cc, user] of [['sg', 'sg-demo'], ['my', 'my-demo'], ['th', 'th-demo'], ['ma', 'ma-demo']] as const) {
      const res = await call<CollectSearchResult>('POST', `${cc}/1.0/orders/customer-collect/search`, { user, body: { otp: '222222' } });
      expect(res.status).toBe(200);
      expect(res.data.customer.name).toBe('Bea Santos');
      expect(res.data.orders.map((o) => o.tracking_id)).toEqual([`NV${cc.toUpperCase()}COL00201`, `NV${cc.toUpperCase()}COL00202`]);
    }
  });

  it('COD parcels carry their amount; an unreadable one has none', async () => {
    const cod = await call<CollectSearchResult>('POST', 'my/1.0/orders/customer-collect/search', { user: 'my-demo', body: { otp: '333333' } });
    expect(cod.data.orders[0]).toMatchObject({ tracking_id: 'NVMYCOL00301', is_cod: true, cod_amount: 120 });
    const bad = await call<CollectSearchResult>('POST', 'sg/1.0/orders/customer-collect/search', { body: { otp: '666666' } });
    expect(bad.data.orders[0]).toMatchObject({ is_cod: true, cod_amount: null });
  });

  it('refuses wrong, expired and used codes with their codes', async () => {
    const search = (body: unknown) => call('POST', 'sg/1.0/orders/customer-collect/search', { body });
    expect((await search({ otp: '123456' })).error).toMatchObject({ code: 'OTP_INVALID', message: 'Verification failed. Please try again.' });
    expect((await search({ otp: '999998' })).error?.code).toBe('OTP_EXPIRED');
    expect((await search({ otp: '999997' })).error?.code).toBe('OTP_USED');
    expect((await search({ qr_code: 'NVQR-SG-404' })).error?.code).toBe('QR_INVALID');
    expect((await search({ tracking_id: 'NVSGCOL00101', otp: '222222' })).status).toBe(400);
  });

  it('a QR payload and a tracking id with its code work too', async () => {
    expect((await call<CollectSearchResult>('POST', 'sg/1.0/orders/customer-collect/search', { body: { qr_code: 'NVQR-SG-002' } })).data.customer.name).toBe('Bea Santos');
    expect((await call<CollectSearchResult>('POST', 'sg/1.0/orders/customer-collect/search', { body: { tracking_id: 'nvsgcol00101', otp: '111111' } })).data.customer.name).toBe('Alex Lim');
  });

  it('answers 401 without a token', async () => {
    expect((await call('POST', 'sg/1.0/orders/customer-collect/search', { user: null, body: { otp: '111111' } })).status).toBe(401);
  });
});

describe('release', () => {
  it('releases once; a second release of the same parcel is refused and the code is then used up', async () => {
    const id = await dpId();
    const body = { orders: [{ tracking_id: 'NVSGCOL00101', released_to: 'Alex Lim', cod_collected: null }] };
    const first = await call<{ orders: ReleasedOrderWire[] }>('PUT', `sg/1.0/orders/customer-collect?${SG_DP}${id}`, { body });
    expect(first.status).toBe(200);
    expect(first.data.orders[0]).toMatchObject({ barcode: 'NVSGCOL00101', released_to: 'Alex Lim', status: 'handover_complete' });
    const again = await call('PUT', `sg/1.0/orders/customer-collect?${SG_DP}${id}`, { body });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('ALREADY_RELEASED');
    expect((await call('POST', 'sg/1.0/orders/customer-collect/search', { body: { otp: '111111' } })).error?.code).toBe('OTP_USED');
  });

  it('lists what the point released since a time, with the cash taken', async () => {
    const id = await dpId('my-demo');
    const from = new Date(Date.now() - 60_000).toISOString();
    const body = { orders: [{ tracking_id: 'NVMYCOL00301', released_to: 'Chandra Wijaya', cod_collected: 120 }, { tracking_id: 'NVMYCOL00302', released_to: 'Chandra Wijaya', cod_collected: null }] };
    expect((await call('PUT', `my/1.0/orders/customer-collect?dp_id=${id}`, { user: 'my-demo', body })).status).toBe(200);
    const list = await call<{ barcode: string; cod_collected: number | null }[]>('GET', `my/1.0/orders/customer-collect/released?dp_id=${id}&from=${encodeURIComponent(from)}`, { user: 'my-demo' });
    expect(list.data.map((r) => [r.barcode, r.cod_collected])).toEqual([['NVMYCOL00301', 120], ['NVMYCOL00302', null]]);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await call<unknown[]>('GET', `my/1.0/orders/customer-collect/released?dp_id=${id}&from=${encodeURIComponent(later)}`, { user: 'my-demo' })).data).toEqual([]);
  });

  it('Erin Tan’s first release fails, the retry works', async () => {
    const id = await dpId();
    const body = { orders: [{ tracking_id: 'NVSGCOL00501', released_to: 'Erin Tan', cod_collected: null }] };
    expect((await call('PUT', `sg/1.0/orders/customer-collect?${SG_DP}${id}`, { body })).status).toBe(500);
    expect((await call('PUT', `sg/1.0/orders/customer-collect?${SG_DP}${id}`, { body })).status).toBe(200);
  });

  it('refuses another point’s dp_id and an unknown parcel', async () => {
    const id = await dpId();
    const body = { orders: [{ tracking_id: 'NVSGCOL00101', released_to: 'Alex Lim', cod_collected: null }] };
    expect((await call('PUT', `sg/1.0/orders/customer-collect?${SG_DP}${id + 1}`, { body })).status).toBe(400);
    const unknown = { orders: [{ tracking_id: 'NVSG00000001', released_to: 'X', cod_collected: null }] };
    expect((await call('PUT', `sg/1.0/orders/customer-collect?${SG_DP}${id}`, { body: unknown })).status).toBe(404);
  });
});

describe('resend and scan', () => {
  it('resends for a known parcel, fails for the gateway-down one', async () => {
    expect((await call('POST', 'sg/1.0/drop-off-sms/resend', { body: { tracking_id: 'NVSGCOL00101', channel: 'otp' } })).status).toBe(200);
    expect((await call('POST', 'sg/1.0/drop-off-sms/resend', { body: { tracking_id: 'NVSGCOLFAIL1', channel: 'sms' } })).status).toBe(502);
  });

  it('the point’s list of waiting parcels holds a customer’s parcels until they are released', async () => {
    const tracking = async () => (await call<{ tracking_id: string }[]>('GET', 'sg/1.0/orders/collect')).data.map((o) => o.tracking_id);
    const before = await tracking();
    expect(before).toEqual(expect.arrayContaining(['NVSGCOL00101', 'NVSGCOL00201', 'NVSGCOL00202']));
    expect(before).not.toContain('NVSG00000001');
    const body = { orders: [{ tracking_id: 'NVSGCOL00101', released_to: 'Alex Lim', cod_collected: null }] };
    expect((await call('PUT', `sg/1.0/orders/customer-collect?${SG_DP}${await dpId()}`, { body })).status).toBe(200);
    const after = await tracking();
    expect(after).not.toContain('NVSGCOL00101');
    expect(after).toHaveLength(before.length - 1);
  });

  it('scan finds a waiting parcel, not another', async () => {
    expect((await call('GET', 'sg/2.0/orders/scan/NVSGCOL00201')).status).toBe(200);
    expect((await call('GET', 'sg/2.0/orders/scan/NVSG00000001')).status).toBe(404);
  });
});
