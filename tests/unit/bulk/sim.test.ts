// @vitest-environment node
// The simulated server as bulk upload meets it: bulk send parcels, idempotency keys, a chunk that fails once.
import { describe, expect, it } from 'vitest';
import { simCall, simToken, withOrdersSim } from '../../harness/ordersSim';
import type { LodgeInStatus, ReservationResponse } from '../../../src/plugins/orders/api/types';

withOrdersSim();

const TH_FRANCHISE = { dp_id: 30102, shipper_id: 3301, global_shipper_id: 5003001 };

function reservation(name: string, stamp: string) {
  return {
    cod: null, delivery_instruction: '', delivery_type: 'NEXTDAY', insured_value: 0, pickup_instruction: '', service_level: 'NEXT_DAY', stamp_id: stamp, weight: 1,
    recipient: { address1: '99 Tiwanon Road', address2: '', city: '', contact: '+66812345601', country: 'TH', email: '', latitude: null, longitude: null, locality: '', name, postcode: '11000', state: '', consignee_info_id: null },
  };
}

async function post(body: unknown, key: string) {
  const res = await fetch('http://localhost/api/th/1.2/reservations/post?is_draft=false&is_bulk=true', {
    method: 'POST',
    headers: { Authorization: `Bearer ${simToken('th-franchise-demo')}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data: ReservationResponse } };
}

describe('bulk send parcels', () => {
  it('lodges in NV{CC}B… parcels and fails NV{CC}BF… ones', async () => {
    const ids = ['NVSGB0000001', 'NVSGB0000100', 'NVSGBF000001'];
    const started = await simCall<{ statusId: number }>('POST', 'sg/1.2/reservations/send?notify_shipper=true', { body: { reservations: ids.map((trackingId) => ({ trackingId })) } });
    expect(started.status).toBe(200);
    let status: LodgeInStatus | undefined;
    for (let i = 0; i < 3; i += 1) status = (await simCall<LodgeInStatus>('GET', `sg/1.0/lodge-in/${started.data.statusId}`)).data;
    expect(status?.status).toBe('PROCESSED');
    expect(status?.successfulOrders).toEqual(['NVSGB0000001', 'NVSGB0000100']);
    expect(status?.failedOrders.map((f) => f.barcode)).toEqual(['NVSGBF000001']);
  });

  it('refuses an id that is no parcel of the point', async () => {
    const res = await simCall('POST', 'sg/1.2/reservations/send?notify_shipper=true', { body: { reservations: [{ trackingId: 'NVSGB9999999' }] } });
    expect(res.status).toBe(400);
  });
});

describe('idempotency keys', () => {
  it('answers the same key with the first answer and creates the orders once', async () => {
    const body = { ...TH_FRANCHISE, is_draft: false, reservations: [reservation('Malee', 'STAMPIDEM1'), reservation('Anan', 'STAMPIDEM2')] };
    const first = await post(body, 'upload-1-3301-1');
    const again = await post(body, 'upload-1-3301-1');
    expect(first.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(first.json.data.reservations.every((r) => 'reservation' in r)).toBe(true);
    // Without the key the stamp ids are already used: the first call created them.
    const other = await post(body, 'upload-1-3301-2');
    expect(other.json.data.reservations.map((r) => ('error' in r ? r.error?.message : 'created'))).toEqual(['Stamp ID already used', 'Stamp ID already used']);
  });

  it('fails a chunk with the fail-once recipient the first time, then creates it', async () => {
    const body = { ...TH_FRANCHISE, is_draft: false, reservations: [reservation('Chunk Fail Once', 'STAMPONCE1')] };
    expect((await post(body, 'upload-2-3301-1')).status).toBe(503);
    const second = await post(body, 'upload-2-3301-1');
    expect(second.status).toBe(200);
    expect('reservation' in (second.json.data.reservations[0] ?? {})).toBe(true);
  });
});

describe('a token that runs out mid-upload', () => {
  it('answers 401 the first time a chunk with the seeded recipient is sent, then creates it', async () => {
    const body = { ...TH_FRANCHISE, is_draft: false, reservations: [reservation('Token Expires', 'STAMPTOKEN1')] };
    expect((await post(body, 'upload-3-3301-2')).status).toBe(401);
    expect((await post(body, 'upload-3-3301-2')).status).toBe(200);
  });
});
