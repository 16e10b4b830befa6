// @vitest-environment node
// The handover simulator as the portal sees it: jobs by type, offset paging, completion once only, resends.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers, resetHandoverSim } from '../../../src/plugins/handover/sim';
import type { DpJobWire, JobOrderWire, ReleasedOrderWire } from '../../../src/plugins/handover/api/types';
import { resetSimState, setControl } from '../../../src/sim/control';
import { createTestServer } from '../../../src/sim/node';
import { simCall as call, simToken } from '../../harness/ordersSim';

const server = createTestServer(handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  resetSimState();
  resetHandoverSim();
});
afterAll(() => server.close());

const jobs = async (type: string, cc = 'sg', user = 'sg-demo') => (await call<DpJobWire[]>('GET', `${cc}/1.0/dp-job?type=${type}`, { user })).data;
const page = async (jobId: number, offset: number, limit = 50) => (await call<JobOrderWire[]>('GET', `sg/1.0/job-orders?job_id=${jobId}&offset_id=${offset}&limit=${limit}`)).data;
const complete = (orders: { tracking_id: string; released_to: string }[]) => call<{ orders: ReleasedOrderWire[] }>('PUT', 'sg/1.1/orders', { body: { orders } });

describe('jobs', () => {
  it('every country has jobs of both types with their codes and counts', async () => {
    for (const [cc, user] of [['sg', 'sg-demo'], ['my', 'my-handover-demo'], ['th', 'th-demo']] as const) {
      const collect = await jobs('COLLECT', cc, user);
      expect(collect.map((j) => j.order_count)).toEqual([3, 120, 5, 2]);
      expect(collect[0]).toMatchObject({ type: 'COLLECT', status: 'ACTIVE', unlock_code_out: '410001', unlock_code_in: '510001' });
      expect((await jobs('DROP_OFF', cc, user)).map((j) => j.order_count)).toEqual([4, 60]);
    }
    expect((await call('GET', 'sg/1.0/dp-job?type=SOMETHING')).status).toBe(400);
    expect((await call('GET', 'sg/1.0/dp-job?type=COLLECT', { user: null })).status).toBe(401);
  });

  it('pages a 120-order job by offset id', async () => {
    const [, big] = await jobs('COLLECT');
    const first = await page(big!.id, 0);
    expect(first).toHaveLength(50);
    const second = await page(big!.id, first[49]!.id);
    const third = await page(big!.id, second[49]!.id);
    expect(third).toHaveLength(20);
    const all = [...first, ...second, ...third];
    expect(new Set(all.map((o) => o.barcode)).size).toBe(120);
    expect(all.filter((o) => o.is_overstayed).map((o) => o.barcode)).toEqual(['NVSGOUT2007']);
    expect((await call('GET', `sg/1.0/job-orders?job_id=${big!.id}&offset_id=0&limit=0`)).status).toBe(400);
  });
});

describe('completion', () => {
  it('hands parcels over once; a second time is refused', async () => {
    const lines = [{ tracking_id: 'NVSGOUT1001', released_to: 'DRIVER' }, { tracking_id: 'nvsgout1002', released_to: 'DRIVER' }];
    const done = await complete(lines);
    expect(done.data.orders.map((o) => [o.barcode, o.status])).toEqual([['NVSGOUT1001', 'handover_complete'], ['NVSGOUT1002', 'handover_complete']]);
    expect((await complete(lines.slice(0, 1))).error?.code).toBe('ALREADY_HANDED_OVER');
    const [small] = await jobs('COLLECT');
    expect(small?.order_count).toBe(1);
  });

  it('received drop-off parcels wait for their customers; direction and unknown parcels are checked', async () => {
    const done = await complete([{ tracking_id: 'NVSGIN5001', released_to: 'DP' }]);
    expect(done.data.orders[0]?.status).toBe('pending_customer_collection');
    expect((await complete([{ tracking_id: 'NVSGIN5002', released_to: 'DRIVER' }])).status).toBe(400);
    expect((await complete([{ tracking_id: 'NVSGOUT9001', released_to: 'DRIVER' }])).error?.code).toBe('NOT_IN_JOB');
  });

  it('job 4 fails its first completion and keeps nothing; the retry works', async () => {
    const lines = [{ tracking_id: 'NVSGOUT4001', released_to: 'DRIVER' }];
    expect((await complete(lines)).status).toBe(500);
    expect((await complete(lines)).status).toBe(200);
  });
});

describe('completion with an idempotency key', () => {
  const keyed = async (orders: { tracking_id: string; released_to: string }[], key: string) => {
    const res = await fetch('http://localhost/api/sg/1.1/orders', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${simToken('sg-demo')}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ orders }),
    });
    return { status: res.status, json: (await res.json()) as { data?: { orders: ReleasedOrderWire[] }; error?: { code: string } } };
  };

  it('the same key twice hands over once and answers the same; a new key is refused as already handed over', async () => {
    const lines = [{ tracking_id: 'NVSGOUT1001', released_to: 'DRIVER' }];
    const first = await keyed(lines, 'complete-1');
    const again = await keyed(lines, 'complete-1');
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect((await keyed(lines, 'complete-2')).json.error?.code).toBe('ALREADY_HANDED_OVER');
  });

  it('under ?sim=lost-next the server hands over and the answer is lost; the same key again gets the answer', async () => {
    setControl({ fault: 'lost-next' });
    const lines = [{ tracking_id: 'NVSGOUT1002', released_to: 'DRIVER' }];
    await expect(keyed(lines, 'lost-1')).rejects.toThrow();
    const again = await keyed(lines, 'lost-1');
    expect(again.status).toBe(200);
    expect(again.json.data?.orders.map((o) => o.barcode)).toEqual(['NVSGOUT1002']);
  });
});

describe('resend of the driver drop-off notice', () => {
  it('sends by SMS and email; job 6’s SMS fails', async () => {
    const [four, sixty] = await jobs('DROP_OFF');
    expect((await call('POST', 'sg/1.0/sms/driver-drop-off/resend', { body: { job_id: four!.id } })).status).toBe(200);
    expect((await call('POST', 'sg/1.0/email/driver-drop-off/resend', { body: { job_id: sixty!.id } })).status).toBe(200);
    expect((await call('POST', 'sg/1.0/sms/driver-drop-off/resend', { body: { job_id: sixty!.id } })).error?.code).toBe('RESEND_FAILED');
  });
});
