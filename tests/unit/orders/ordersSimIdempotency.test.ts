// @vitest-environment node
// The simulated server honours an order creation's Idempotency-Key (post and pack): the same key gets the same
// answer and no second order, and with the 'lost-next' fault it creates the order and loses the answer, so a retry
// with the key gets the order the first call made.
import { describe, expect, it } from 'vitest';
import { setControl } from '../../../src/sim/control';
import type { ReservationResponse } from '../../../src/plugins/orders/api/types';
import { simCall, simToken, withOrdersSim } from '../../harness/ordersSim';

withOrdersSim();

const SG = { dp_id: 10101, shipper_id: 3101, global_shipper_id: 5001001, is_draft: false };

function reservation(extra: Record<string, unknown> = {}) {
  return {
    cod: null, delivery_instruction: '', delivery_type: 'STANDARD', insured_value: 0, pickup_instruction: '', service_level: 'STANDARD', weight: 1,
    recipient: { address1: '1 Orchard Road', address2: '', city: 'Orchard', contact: '+6581234599', country: 'SG', email: '', latitude: null, longitude: null, locality: 'Somerset', name: 'Lim Wei Ling', postcode: '238801', state: 'Central', consignee_info_id: null },
    ...extra,
  };
}

async function create(path: string, body: unknown, key?: string) {
  const headers: Record<string, string> = { Authorization: `Bearer ${simToken('sg-demo')}`, 'Content-Type': 'application/json' };
  if (key) headers['Idempotency-Key'] = key;
  const res = await fetch(`http://localhost/api/sg/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { data: ReservationResponse } };
}

const barcodes = (r: { json: { data: ReservationResponse } }) => r.json.data.reservations.map((o) => o.reservation?.barcode ?? o.error?.message);

describe('idempotency keys of order creation', () => {
  it('post: the same key answers the same orders and creates nothing more; another key is a new order', async () => {
    const body = { ...SG, reservations: [reservation()] };
    const first = await create('1.2/reservations/post?is_draft=false&is_bulk=false', body, 'attempt-1');
    const again = await create('1.2/reservations/post?is_draft=false&is_bulk=false', body, 'attempt-1');
    expect(first.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const other = await create('1.2/reservations/post?is_draft=false&is_bulk=false', body, 'attempt-2');
    expect(barcodes(other)[0]).not.toBe(barcodes(first)[0]);
    expect(barcodes(other)[0]).toMatch(/^NVSGP\d{7}$/);
  });

  it('pack: the same key answers the same order; without it the pack id is already used', async () => {
    const body = { ...SG, reservations: [{ ...reservation(), pack_id: 'NPSG0001', description: 'Shoes', image_url: null }] };
    const first = await create('1.0/reservations/pack?is_manual_pack=false', body, 'pack-attempt-1');
    expect(barcodes(first)).toEqual(['NPSG0001']);
    const again = await create('1.0/reservations/pack?is_manual_pack=false', body, 'pack-attempt-1');
    expect(again.json).toEqual(first.json);
    const fresh = await create('1.0/reservations/pack?is_manual_pack=false', body, 'pack-attempt-2');
    expect(barcodes(fresh)).toEqual(['Pack ID already used']);
  });

  it("the 'lost-next' fault: the order is made and its answer lost; the retry with the key gets that order", async () => {
    const body = { ...SG, reservations: [reservation({ stamp_id: 'STAMPLOST01' })] };
    setControl({ fault: 'lost-next' });
    await expect(create('1.2/reservations/post?is_draft=false&is_bulk=false', body, 'lost-1')).rejects.toThrow();
    // The server acted: the stamp id is used now.
    const used = await simCall('GET', 'sg/1.0/orders/stamp-validity?stamp_id=STAMPLOST01');
    expect(used.status).toBe(409);
    const retry = await create('1.2/reservations/post?is_draft=false&is_bulk=false', body, 'lost-1');
    expect(retry.status).toBe(200);
    const [trackingId] = barcodes(retry);
    expect(trackingId).toMatch(/^NVSGP\d{7}$/);
    const found = await simCall<{ tracking_id?: string }>('GET', `sg/1.0/orders?scan=${trackingId}`);
    expect(found.status).toBe(200);
  });
});
