// @vitest-environment node
// The simulated shipper endpoints as the search page uses them: the many-results number, external ids (any case),
// an unknown external id, and the one default of a country.
import { describe, expect, it } from 'vitest';
import { simCall, withOrdersSim } from '../../harness/ordersSim';
import type { Shipper } from '../../../src/services';

withOrdersSim();

const call = <T>(method: string, path: string, user = 'sg-demo') => simCall<T>(method, path, { user });

describe('shipper search in the simulator', () => {
  it('the sg chain number lists its twelve outlets, one liaison, mixed billing and COD, none the default', async () => {
    const res = await call<Shipper[]>('GET', 'sg/2.0/shippers?contact_no=%2B6598761234&all=true');
    expect(res.data).toHaveLength(12);
    expect(new Set(res.data.map((s) => s.liaisonName))).toEqual(new Set(['Lim Boon Huat']));
    expect(res.data.map((s) => s.id)).toEqual(Array.from({ length: 12 }, (_, i) => 3105 + i));
    expect(res.data.some((s) => s.isPrepaid) && res.data.some((s) => !s.isPrepaid)).toBe(true);
    expect(res.data.some((s) => !s.isCodEnabled)).toBe(true);
    expect(res.data.every((s) => !s.isDefault)).toBe(true);
    // Only Singapore has the chain.
    expect((await call<Shipper[]>('GET', 'my/2.0/shippers?contact_no=%2B6098761234&all=true', 'my-demo')).data).toEqual([]);
  });

  it('finds a shipper by external id in any case; an unknown one is 404', async () => {
    const found = await call<Shipper>('GET', 'sg/2.0/shippers/external-ids/kkc-sg-2006');
    expect(found.status).toBe(200);
    expect(found.data.name).toBe('Kopi Kaki Corner (Ang Mo Kio)');
    const missing = await call<Shipper>('GET', 'sg/2.0/shippers/external-ids/NO-SUCH-ID');
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe('No shipper with external id NO-SUCH-ID.');
  });

  it('a new default is the only one, seen by the next search', async () => {
    expect((await call('PUT', 'sg/2.1/shippers/3110/default')).status).toBe(200);
    const all = await call<Shipper[]>('GET', 'sg/2.0/shippers?contact_no=9&all=true');
    expect(all.data.filter((s) => s.isDefault).map((s) => s.id)).toEqual([3110]);
  });
});
