// @vitest-environment node
// The history simulator as the portal sees it: the parcel list and its cap, tracking search, details, events, report.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, resetHistorySim } from '../../../src/plugins/history/sim';
import { resetSimState } from '../../../src/sim/control';
import { createTestServer } from '../../../src/sim/node';
import { issueToken } from '../../../src/sim/tokens';
import { countryDay, shiftDay } from '../../../src/kernel';
import type { OrderDetails, OrderEvent, ParcelPage, PointSummary, TrackingMatch } from '../../../src/plugins/history/api/types';

const server = createTestServer(handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => { resetSimState(); resetHistorySim(); });
afterAll(() => server.close());

async function call<T>(path: string, user: string | null = 'sg-demo', init: RequestInit = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (user) headers.Authorization = `Bearer ${issueToken(user).token}`;
  const res = await fetch(`http://localhost/api/${path}`, { ...init, headers });
  const text = await res.text();
  const json = (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}) as { data: T };
  return { status: res.status, data: json.data, text, headers: res.headers };
}

const sgToday = () => countryDay(Date.now(), { utcOffsetHours: 8 });
const range = (days: number) => `from_date=${shiftDay(sgToday(), -(days - 1))}&to_date=${sgToday()}`;

describe('GET 1.2/reservations/parcel', () => {
  it('answers 50 parcels a page, newest first, with totals per group that add up', async () => {
    const { status, data } = await call<ParcelPage>(`sg/1.2/reservations/parcel?${range(7)}&filter=default&page=1&page_size=50`);
    expect(status).toBe(200);
    expect(data.parcels).toHaveLength(50);
    const times = data.parcels.map((p) => p.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const s = data.statistics;
    expect(s.staging + s.pending + s.cancelled + s.completed).toBe(s.total_order_count);
    expect(s.total_order_count).toBeGreaterThan(500);
    expect(data.total_pages).toBe(Math.ceil(s.total_order_count / 50));
  });

  it('filters by group and store, and by text on tracking id or phone', async () => {
    const pending = await call<ParcelPage>(`sg/1.2/reservations/parcel?${range(7)}&filter=pending&additional_filter=in_store&page=1&page_size=50`);
    expect(pending.data.parcels.length).toBeGreaterThan(0);
    expect(pending.data.parcels.every((p) => p.group === 'pending' && p.in_store)).toBe(true);
    const one = await call<ParcelPage>(`sg/1.2/reservations/parcel?${range(7)}&filter=default&query=NVSGHIST0001&page=1&page_size=50`);
    expect(one.data.parcels.map((p) => p.tracking_id)).toEqual(['NVSGHIST0001']);
  });

  it('passes 10,000 parcels over 90 days and then pages only the latest 10,000', async () => {
    const { data } = await call<ParcelPage>(`sg/1.2/reservations/parcel?${range(91)}&filter=default&page=200&page_size=50`);
    expect(data.statistics.total_order_count).toBeGreaterThan(10_000);
    expect(data.total_pages).toBe(200);
    expect(data.parcels).toHaveLength(50);
    const past = await call<ParcelPage>(`sg/1.2/reservations/parcel?${range(91)}&filter=default&page=201&page_size=50`);
    expect(past.data.parcels).toEqual([]);
  });

  it('refuses an unknown filter, a bad day and a missing token', async () => {
    expect((await call(`sg/1.2/reservations/parcel?${range(7)}&filter=lost&page=1&page_size=50`)).status).toBe(400);
    expect((await call('sg/1.2/reservations/parcel?from_date=2026-13-01&to_date=2026-01-01')).status).toBe(400);
    expect((await call(`sg/1.2/reservations/parcel?${range(7)}`, null)).status).toBe(401);
  });
});

describe('tracking, details and events', () => {
  it('finds an order by its tracking id and gives its details and timeline', async () => {
    const found = await call<TrackingMatch[]>('th/1.0/tracking?q=nvthhist0001', 'th-demo');
    expect(found.data).toHaveLength(1);
    const id = found.data[0]?.order_id ?? 0;
    const details = await call<OrderDetails>(`th/1.0/orders/details/${id}`, 'th-demo');
    expect(details.data.order.tracking_id).toBe('NVTHHIST0001');
    const events = await call<OrderEvent[]>(`th/1.0/orders/${id}/events`, 'th-demo');
    expect(events.data.map((e) => e.name)).toEqual(['ORDER_CREATED', 'DROPPED_OFF_AT_DP', 'HANDED_TO_DRIVER', 'ARRIVED_AT_SORTING_HUB', 'ON_VEHICLE_FOR_DELIVERY', 'DELIVERY_SUCCESS']);
    expect(events.data[1]?.time.slice(11, 16)).toBe('03:15');
  });

  it('gives NVSGHIST0002’s driver only on the second ask', async () => {
    const id = (await call<TrackingMatch[]>('sg/1.0/tracking?q=NVSGHIST0002')).data[0]?.order_id ?? 0;
    const first = await call<OrderEvent[]>(`sg/1.0/orders/${id}/events`);
    expect(first.data.find((e) => e.name === 'HANDED_TO_DRIVER')).toMatchObject({ driver: null, driver_unavailable: true });
    const second = await call<OrderEvent[]>(`sg/1.0/orders/${id}/events`);
    expect(second.data.find((e) => e.name === 'HANDED_TO_DRIVER')?.driver?.name).toBeTruthy();
  });

  it('answers 404 for another country’s order', async () => {
    const id = (await call<TrackingMatch[]>('sg/1.0/tracking?q=NVSGHIST0001')).data[0]?.order_id ?? 0;
    expect((await call(`th/1.0/orders/details/${id}`, 'th-demo')).status).toBe(404);
  });
});

describe('summary and report', () => {
  it('counts what is at the point now', async () => {
    const { data } = await call<PointSummary>('sg/2.0/dps/10101/summary');
    expect(data.in_store).toBeGreaterThan(0);
    expect(data.expired).toBeLessThanOrEqual(data.in_store);
    expect((await call('sg/2.0/dps/20101/summary')).status).toBe(403);
  });

  it('sends every matching parcel as CSV with its length', async () => {
    const res = await call<never>(`sg/1.0/report/dp-parcels/volumes?${range(91)}&filter=default`);
    expect(res.status).toBe(200);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('tracking_id,stamp_id,order_type,status,shipper_name,to_name,to_contact,delivery_type,cod_amount,created_at,dropped_off_at');
    expect(lines.length - 1).toBeGreaterThan(10_000);
    expect(Number(res.headers.get('content-length'))).toBe(new TextEncoder().encode(res.text).byteLength);
  }, 20_000);
});

describe('payments', () => {
  it('pages the payments with totals that add up, and filters by kind', async () => {
    const all = await call<{ payments: Array<{ kind: string; amount: number }>; statistics: Record<string, number>; total_pages: number }>(`my/1.2/reservations/payment?${range(30)}&page=1&page_size=50`, 'my-demo');
    expect(all.status).toBe(200);
    expect(all.data.payments).toHaveLength(50);
    const s = all.data.statistics;
    expect(Math.round(((s.cod_amount ?? 0) + (s.fee_amount ?? 0)) * 100)).toBe(Math.round((s.total_amount ?? 0) * 100));
    const cod = await call<{ payments: Array<{ kind: string }> }>(`my/1.2/reservations/payment?${range(30)}&filter=COD&page=1&page_size=50`, 'my-demo');
    expect(cod.data.payments.every((p) => p.kind === 'COD')).toBe(true);
    expect((await call(`my/1.2/reservations/payment?${range(30)}&filter=CASH`, 'my-demo')).status).toBe(400);
  });

  it('reports every payment of the filters as CSV, as many rows as the list counts', async () => {
    const page = await call<{ statistics: { total_count: number } }>(`my/1.2/reservations/payment?${range(30)}&filter=FEE&page=1&page_size=50`, 'my-demo');
    const report = await call<never>(`my/1.0/report/dp-parcels/payment?${range(30)}&filter=FEE`, 'my-demo');
    expect(report.status).toBe(200);
    const lines = report.text.trim().split('\r\n');
    expect(lines[0]).toBe('tracking_id,kind,amount,paid_at,settled');
    expect(page.data.statistics.total_count).toBeGreaterThan(0);
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(Array(page.data.statistics.total_count).fill('FEE'));
  }, 20_000);
});
