// @vitest-environment node
// The analytics simulator as the portal sees it: 13 months with a seasonal shape, tiers of both types, a rising and
// a falling shipper, the report.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../../src/plugins/analytics/sim';
import { currentMonth } from '../../../src/plugins/analytics/sim/volumes';
import { addMonths } from '../../../src/plugins/analytics/model/months';
import { resetSimState } from '../../../src/sim/control';
import { createTestServer } from '../../../src/sim/node';
import { issueToken } from '../../../src/sim/tokens';
import { findAccount } from '../../../src/sim/accounts';
import type { MonthVolumes, ShipperTrend, ShipperVolume, TierMonth, TypeVolume } from '../../../src/plugins/analytics/api/types';

const server = createTestServer(handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetSimState());
afterAll(() => server.close());

const thDp = () => findAccount('th-demo')?.dp.id ?? 0;

async function call<T>(path: string, user = 'th-demo') {
  const res = await fetch(`http://localhost/api/${path}`, { headers: { Authorization: `Bearer ${issueToken(user).token}` } });
  const text = await res.text();
  const json = (res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {}) as { data: T };
  return { status: res.status, data: json.data, text };
}

const now = currentMonth('th');
const yearAgo = addMonths(now, -12);

describe('volumes by type', () => {
  it('2.0 answers 13 months with every type, the year-end above the quiet months, the same on every call', async () => {
    const { status, data } = await call<MonthVolumes[]>(`th/2.0/dps/${thDp()}/volumes-by-type?start_month=${yearAgo}&end_month=${now}`);
    expect(status).toBe(200);
    expect(data).toHaveLength(13);
    const full = data.slice(0, 12);
    const nov = full.find((m) => m.month.endsWith('-11'));
    const feb = full.find((m) => m.month.endsWith('-02'));
    expect(nov && feb && nov.volumes.MARKETPLACE > feb.volumes.MARKETPLACE * 1.3).toBe(true);
    const again = await call<MonthVolumes[]>(`th/2.0/dps/${thDp()}/volumes-by-type?start_month=${yearAgo}&end_month=${now}`);
    expect(again.data).toEqual(data);
  });

  it('1.0 answers the range total per type, equal to the sum of the months of 2.0', async () => {
    const months = await call<MonthVolumes[]>(`th/2.0/dps/${thDp()}/volumes-by-type?start_month=${yearAgo}&end_month=${now}`);
    const totals = await call<TypeVolume[]>(`th/1.0/dps/${thDp()}/volumes-by-type?start_month=${yearAgo}&end_month=${now}`);
    const post = totals.data.find((t) => t.parcel_type === 'POST_PLUS')?.volume;
    expect(post).toBe(months.data.reduce((s, m) => s + m.volumes.POST_PLUS, 0));
  });

  it('refuses a bad month and another point', async () => {
    expect((await call(`th/2.0/dps/${thDp()}/volumes-by-type?start_month=2026-13&end_month=${now}`)).status).toBe(400);
    expect((await call(`th/2.0/dps/${thDp() + 1}/volumes-by-type?start_month=${now}&end_month=${now}`)).status).toBe(403);
  });
});

describe('tiers', () => {
  it('answers both tiered types for each month', async () => {
    const { data } = await call<TierMonth[]>(`th/1.0/dps/${thDp()}/tiers?start_month=${now}&end_month=${now}`);
    expect(data.map((r) => r.parcel_type).sort()).toEqual(['MARKETPLACE', 'POST_PLUS']);
    expect(data.every((r) => r.month === now && r.volume >= 0)).toBe(true);
  });
});

describe('shippers', () => {
  it('lists the shippers largest first, per category; the timing categories add up to the total', async () => {
    const q = `start_month=${yearAgo}&end_month=${now}`;
    const total = await call<ShipperVolume[]>(`th/1.0/dps/${thDp()}/shipper-volumes?${q}&category=total_volume`);
    expect(total.data.map((s) => s.volume)).toEqual([...total.data.map((s) => s.volume)].sort((a, b) => b - a));
    let sum = 0;
    for (const c of ['volume_n0', 'volume_n1_early_oc', 'volume_n1_late_oc', 'volume_n2_plus']) {
      const r = await call<ShipperVolume[]>(`th/1.0/dps/${thDp()}/shipper-volumes?${q}&category=${c}`);
      sum += r.data.find((s) => s.shipper_id === 51)?.volume ?? 0;
    }
    expect(sum).toBe(total.data.find((s) => s.shipper_id === 51)?.volume);
    expect((await call(`th/1.0/dps/${thDp()}/shipper-volumes?${q}&category=fast`)).status).toBe(400);
  });

  it('Sunrise Gadgets rises and Old Town Books falls over the year', async () => {
    const q = 'start_date=2025-11-24&end_date=2026-11-22';
    const half = (t: ShipperTrend, second: boolean) => {
      const n = t.weeks.length;
      return t.weeks.slice(second ? n / 2 : 0, second ? n : n / 2).reduce((s, w) => s + w.total_volume, 0);
    };
    const rising = (await call<ShipperTrend>(`th/1.0/dps/${thDp()}/shipper-trend?shipper_id=51&${q}`)).data;
    const falling = (await call<ShipperTrend>(`th/1.0/dps/${thDp()}/shipper-trend?shipper_id=52&${q}`)).data;
    expect(rising.weeks).toHaveLength(52);
    expect(half(rising, true)).toBeGreaterThan(half(rising, false) * 1.3);
    expect(half(falling, true)).toBeLessThan(half(falling, false) * 0.8);
  });

  it('the report is CSV with a row a week', async () => {
    const { status, text } = await call(`th/1.0/dps/${thDp()}/report/shipper-volumes?shipper_id=51&start_date=2026-11-02&end_date=2026-11-22`);
    expect(status).toBe(200);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('week_start,shipper_id,shipper_name,total_volume,volume_n0,volume_n1_early_oc,volume_n1_late_oc,volume_n2_plus');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect((await call(`th/1.0/dps/${thDp()}/report/shipper-volumes?shipper_id=999&start_date=2026-11-02&end_date=2026-11-22`)).status).toBe(404);
  });
});
