// @vitest-environment node
// The simulated server of the bad hour: lodge-in honours the idempotency key; ?sim=offline drops every call, and so does
// a browser that is offline; ?sim=flaky drops a share of them, some after the server acted.
import { describe, expect, it, vi } from 'vitest';
import { simToken, withOrdersSim } from '../../harness/ordersSim';
import { controlFromUrl, setControl } from '../../../src/sim/control';
import { sim } from '../../../src/plugins/orders/sim/state';

withOrdersSim();

const headers = (key?: string) => ({
  Authorization: `Bearer ${simToken('sg-demo')}`, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}),
});

const lodgeIn = (ids: string[], key?: string) => fetch('http://localhost/api/sg/1.2/reservations/send?notify_shipper=true', {
  method: 'POST', headers: headers(key), body: JSON.stringify({ reservations: ids.map((trackingId) => ({ trackingId })) }),
});
const lookUp = (code: string) => fetch(`http://localhost/api/sg/1.0/orders?scan=${code}`, { headers: headers() });
const lodged = () => [...sim.lodgeIns.values()].map((r) => r.trackingIds);

describe('lodge-in with an idempotency key', () => {
  it('lodges once for the same key twice and answers the same status id', async () => {
    const first = (await (await lodgeIn(['NVSG00000001', 'NVSG00000002'], 'key-1')).json()) as { data: { statusId: number } };
    const again = (await (await lodgeIn(['NVSG00000001', 'NVSG00000002'], 'key-1')).json()) as { data: { statusId: number } };
    expect(again.data.statusId).toBe(first.data.statusId);
    expect(lodged()).toEqual([['NVSG00000001', 'NVSG00000002']]);
    // Another key is another lodge-in.
    await lodgeIn(['NVSG00000003'], 'key-2');
    expect(lodged()).toHaveLength(2);
  });

  it('keeps twenty-four send parcels per country, so twenty can be scanned in one session', async () => {
    expect((await lookUp('NVSG00000024')).status).toBe(200);
    const status = (await (await lodgeIn(['NVSG00000011', 'NVSG00000024'])).json()) as { data: { statusId: number } };
    expect(status.data.statusId).toBeGreaterThan(0);
  });
});

describe('?sim=offline', () => {
  it('is read from the URL and drops every call, as a network that is down', async () => {
    const control = controlFromUrl('?sim=offline');
    expect(control?.fault).toBe('offline');
    setControl(control ?? {});
    await expect(lookUp('NVSG00000001')).rejects.toThrow();
    await expect(lodgeIn(['NVSG00000001'], 'k')).rejects.toThrow();
    expect(lodged()).toEqual([]);
    setControl({ fault: 'none' });
    expect((await lookUp('NVSG00000001')).status).toBe(200);
  });
});

describe('the browser offline (the demo with Wi-Fi off)', () => {
  it('drops every call, the login too, as a real server out of reach; back online it answers', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      await expect(lookUp('NVSG00000001')).rejects.toThrow();
      await expect(lodgeIn(['NVSG00000001'], 'k')).rejects.toThrow();
      const login = fetch('http://localhost/api/global/1.0/login', {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'sg-demo', password: 'demo' }),
      });
      await expect(login).rejects.toThrow();
      expect(lodged()).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
    expect((await lookUp('NVSG00000001')).status).toBe(200);
  });
});

describe('?sim=flaky', () => {
  it('drops a share of calls, some after the server acted; the same key sent again lodges once', async () => {
    setControl(controlFromUrl('?sim=flaky') ?? {});
    let dropped = 0;
    for (let i = 0; i < 40; i += 1) {
      try { await lookUp('NVSG00000001'); } catch { dropped += 1; }
    }
    expect(dropped).toBeGreaterThan(4);
    expect(dropped).toBeLessThan(25);

    let answer: Response | null = null;
    let actedThenDropped = false;
    while (!answer) {
      const before = lodged().length;
      try { answer = await lodgeIn(['NVSG00000004'], 'flaky-key'); } catch { if (lodged().length > before) actedThenDropped = true; }
    }
    expect(answer.status).toBe(200);
    expect(lodged()).toEqual([['NVSG00000004']]);
    // Sent until answered; a retry after a drop that followed the server's action changed nothing more.
    for (let i = 0; i < 30 && !actedThenDropped; i += 1) {
      const before = lodged().length;
      try { await lodgeIn([`NVSG000000${String(10 + (i % 14)).padStart(2, '0')}`], `k${i}`); } catch { if (lodged().length > before) actedThenDropped = true; }
    }
    expect(actedThenDropped).toBe(true);
  });
});
