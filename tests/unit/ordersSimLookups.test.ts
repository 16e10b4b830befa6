// @vitest-environment node
// The orders simulator as a client sees it: shippers, scans, stamp ids and consignees.
import { describe, expect, it } from 'vitest';
import { simCall, withOrdersSim } from '../harness/ordersSim';
import { countryIndex } from '../../src/sim/countries';
import { seedConsignees } from '../../src/plugins/orders/sim/seeds/consignees';
// The countries of the shipped config/portal.json, each with hand-written demo data.
const COUNTRY_CODES = ['th', 'id', 'sg', 'my', 'ph', 'vn', 'mm', 'ma'];
import { zonesOf } from '../../src/sim/zones';
import type { ConsigneeChoice, ScanLookup, Shipper } from '../../src/plugins/orders/api/types';

withOrdersSim();


const call = simCall;

describe('auth', () => {
  it('answers 401 without a token and 403 for another country’s token', async () => {
    expect((await call('GET', 'sg/1.0/orders?scan=NVSG00000001', { user: null })).status).toBe(401);
    const foreign = await call('GET', 'sg/1.0/orders?scan=NVSG00000001', { user: 'my-demo' });
    expect(foreign.status).toBe(403);
  });
});

describe('shippers', () => {
  it('finds shippers by the national digits of a number, with or without prefix and leading zero', async () => {
    for (const q of ['+6591234501', '6591234501', '91234501', '091234501', '1234501']) {
      const res = await call<Shipper[]>('GET', `sg/2.0/shippers?contact_no=${encodeURIComponent(q)}&all=true`);
      expect(res.status).toBe(200);
      expect(res.data.map((s) => s.name)).toEqual(['Tan Kah Kee Hardware']);
    }
  });

  it('lists every shipper of a shared number with all=true, only the first without', async () => {
    const all = await call<Shipper[]>('GET', 'sg/2.0/shippers?contact_no=%2B6591234502&all=true');
    expect(all.data.map((s) => s.name)).toEqual(['Lion City Gadgets Pte Ltd', 'Orchid Retry Receipts Pte Ltd']);
    const first = await call<Shipper[]>('GET', 'sg/2.0/shippers?contact_no=%2B6591234502');
    expect(first.data).toHaveLength(1);
  });

  it('answers an empty list for an unknown number and 400 without contact_no', async () => {
    expect((await call<Shipper[]>('GET', 'sg/2.0/shippers?contact_no=%2B6588880000&all=true')).data).toEqual([]);
    expect((await call('GET', 'sg/2.0/shippers')).status).toBe(400);
  });

  it('seeds every country with a default, an external id, prepaid and postpaid, and local numbers', async () => {
    const users: Record<string, string> = { sg: 'sg-demo', id: 'id-demo', th: 'th-demo', my: 'my-demo', ph: 'ph-demo', vn: 'vn-demo', mm: 'mm-demo', ma: 'ma-demo' };
    const prefixes: Record<string, string> = { sg: '+65', id: '+62', th: '+66', my: '+60', ph: '+63', vn: '+84', mm: '+95', ma: '+212' };
    for (const cc of COUNTRY_CODES) {
      const res = await call<Shipper[]>('GET', `${cc}/2.0/shippers?contact_no=0&all=true`, { user: users[cc] });
      // "0" is no digits at all once leading zeros go: nothing to match.
      expect(res.data).toEqual([]);
      const shippers: Shipper[] = [];
      for (const n of [1, 2, 3, 4]) {
        const one = await call<Shipper>('GET', `${cc}/2.0/shippers/${3000 + countryIndex(cc) * 100 + n}`, { user: users[cc] });
        expect(one.status).toBe(200);
        shippers.push(one.data);
      }
      expect(shippers.filter((s) => s.isDefault)).toHaveLength(1);
      expect(shippers.some((s) => s.externalId)).toBe(true);
      expect(shippers.some((s) => s.isPrepaid) && shippers.some((s) => !s.isPrepaid)).toBe(true);
      for (const s of shippers) expect(s.liaisonContact.startsWith(prefixes[cc] as string)).toBe(true);
    }
  });

  it('looks a shipper up by legacy id, global id and external id; 404 otherwise', async () => {
    expect((await call<Shipper>('GET', 'sg/2.0/shippers/3102')).data.name).toBe('Lion City Gadgets Pte Ltd');
    expect((await call<Shipper>('GET', 'sg/2.0/shippers/5001002')).data.id).toBe(3102);
    expect((await call<Shipper>('GET', 'sg/2.0/shippers/external-ids/LCG-SG-1001')).data.id).toBe(3102);
    expect((await call('GET', 'sg/2.0/shippers/external-ids/NOPE')).status).toBe(404);
    expect((await call('GET', 'sg/2.0/shippers/3201')).status).toBe(404);
  });

  it('keeps one default shipper after PUT 2.1/shippers/{id}/default', async () => {
    const res = await call<Shipper>('PUT', 'sg/2.1/shippers/3103/default');
    expect(res.status).toBe(200);
    expect(res.data.isDefault).toBe(true);
    const all = await call<Shipper[]>('GET', 'sg/2.0/shippers?contact_no=912345&all=true');
    expect(all.data.filter((s) => s.isDefault).map((s) => s.id)).toEqual([3103]);
    expect((await call('PUT', 'sg/2.1/shippers/999/default')).status).toBe(404);
  });
});

describe('scan look-up', () => {
  it('finds send parcels, case-insensitively', async () => {
    const res = await call<ScanLookup>('GET', 'sg/1.0/orders?scan=nvsg00000001');
    expect(res.status).toBe(200);
    expect(res.data.identifier_type).toBe('TRACKING_ID');
    expect(res.data.order).toMatchObject({ tracking_id: 'NVSG00000001', type: 'SEND', shipper_name: 'Tan Kah Kee Hardware' });
  });

  it('has ten send parcels and the three seeded failures per country', async () => {
    for (let i = 1; i <= 10; i += 1) {
      expect((await call<ScanLookup>('GET', `sg/1.0/orders?scan=NVSG${String(i).padStart(8, '0')}`)).data.order?.type).toBe('SEND');
    }
    for (const id of ['NVSGFAIL0001', 'NVSGSLOW0001', 'NVSGNORC0001']) expect((await call<ScanLookup>('GET', `sg/1.0/orders?scan=${id}`)).data.order?.type).toBe('SEND');
    expect((await call<ScanLookup>('GET', 'ma/1.0/orders?scan=NVMA00000008', { user: 'ma-demo' })).data.order?.type).toBe('SEND');
  });

  it('answers pack ids, return ids and existing post orders', async () => {
    expect((await call<ScanLookup>('GET', 'sg/1.0/orders?scan=NPSG0001')).data).toEqual({ identifier_type: 'NINJA_PACK_ID', order: null });
    const kinds: Record<string, string> = { RFSG0001: 'FULLY_INTEGRATED_RETURN_ID', RSSG0001: 'SEMI_INTEGRATED_RETURN_ID', RUSG0001: 'UNINTEGRATED_RETURN_ID' };
    for (const [id, kind] of Object.entries(kinds)) {
      const res = await call<ScanLookup>('GET', `sg/1.0/orders?scan=${id}`);
      expect(res.data.identifier_type).toBe(kind);
      expect(res.data.order?.type).toBe('RETURN');
    }
    const post = await call<ScanLookup>('GET', 'sg/1.0/orders?scan=NVSGP0000001');
    expect(post.data).toMatchObject({ identifier_type: 'TRACKING_ID', order: { type: 'POST' } });
  });

  it('takes STAMP codes and 6 to 12 digits as stamp ids, the used 137926 included', async () => {
    for (const code of ['STAMPSG0001', 'stamp42', '123456', '123456789012', '137926']) {
      expect((await call<ScanLookup>('GET', `sg/1.0/orders?scan=${code}`)).data).toEqual({ identifier_type: 'STAMP_ID', order: null });
    }
  });

  it('answers 404 with the spec message for anything else', async () => {
    for (const code of ['HELLO', '12345', '1234567890123', 'STAMP-1', 'NVMY00000001']) {
      const res = await call('GET', `sg/1.0/orders?scan=${code}`);
      expect(res.status).toBe(404);
      expect(res.error?.message).toBe('Parcel is incorrect. Verify and try again.');
    }
  });
});

describe('stamp validity', () => {
  it('says a fresh stamp id is valid and the seeded used one conflicts with 137926', async () => {
    expect((await call('GET', 'sg/1.0/orders/stamp-validity?stamp_id=STAMPSG0001')).data).toEqual({ stamp_id: 'STAMPSG0001', valid: true });
    const used = await call('GET', 'sg/1.0/orders/stamp-validity?stamp_id=137926');
    expect(used.status).toBe(409);
    expect(used.error).toEqual({ code: 137926, title: 'CONFLICT_STAMP_ID_USED', message: 'Stamp ID already used' });
  });

  it('refuses a badly formed or unknown stamp id with 400', async () => {
    const bad = await call('GET', 'sg/1.0/orders/stamp-validity?stamp_id=STAMP-1');
    expect(bad.status).toBe(400);
    expect(bad.error?.message).toMatch(/alphanumeric/);
    expect((await call('GET', 'sg/1.0/orders/stamp-validity?stamp_id=ABC')).status).toBe(400);
  });
});

describe('consignees', () => {
  it('answers one consignee for a number, two for the shared number, none for an unknown one', async () => {
    const one = await call<ConsigneeChoice[]>('GET', 'sg/1.0/consignees?contact=%2B6581234501');
    expect(one.data.map((c) => c.name)).toEqual(['Lim Hui Min']);
    expect(one.data[0]).toMatchObject({ postcode: '310123', state: 'Central', city: 'Toa Payoh', locality: 'Toa Payoh Central' });
    expect((await call<ConsigneeChoice[]>('GET', 'sg/1.0/consignees?contact=81234502')).data).toHaveLength(2);
    expect((await call<ConsigneeChoice[]>('GET', 'sg/1.0/consignees?contact=%2B6580000000')).data).toEqual([]);
  });

  it('seeds addresses on the zone table with the country’s postcode length', () => {
    const lengths: Record<string, number> = { sg: 6, id: 5, th: 5, my: 5, ph: 4, vn: 6, mm: 5, ma: 5 };
    for (const cc of COUNTRY_CODES) {
      const zones = zonesOf(cc);
      const consignees = seedConsignees(cc);
      const contacts = consignees.map((c) => c.contact);
      expect(contacts.some((c) => contacts.filter((x) => x === c).length >= 2)).toBe(true);
      for (const c of consignees) {
        expect(c.postcode).toMatch(new RegExp(`^\\d{${lengths[cc]}}$`));
        expect(zones.some((z) => z.l1Name === c.state && z.l2Name === c.city && z.l3Name === c.locality)).toBe(true);
      }
    }
  });
});
