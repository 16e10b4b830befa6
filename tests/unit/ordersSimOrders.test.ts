// @vitest-environment node
// The orders simulator as a client sees it: prices, post and pack orders, pack images, async tasks, the fault gate.
import { describe, expect, it } from 'vitest';
import { simCall, withOrdersSim } from '../harness/ordersSim';
import { setControl } from '../../src/sim/control';
import type { PriceResult, ReservationResponse, ScanLookup } from '../../src/plugins/orders/api/types';
import type { AsyncTask } from '../../src/streams';

withOrdersSim();


const call = simCall;

const SG_DP = 10101;
const SG_SHIPPER = { shipper_id: 3101, global_shipper_id: 5001001 };

function reservation(over: Record<string, unknown> = {}, recipient: Record<string, unknown> = {}) {
  return {
    cod: null, delivery_instruction: '', delivery_type: 'STANDARD', insured_value: 0, pickup_instruction: '', service_level: 'Standard',
    stamp_id: '', weight: 1,
    recipient: { address1: 'Blk 123 Lorong 1 Toa Payoh #05-12', address2: '', city: 'Toa Payoh', contact: '+6581234501', country: 'SG', email: 'huimin.lim@example.com', latitude: null, longitude: null, locality: 'Toa Payoh Central', name: 'Lim Hui Min', postcode: '310123', state: 'Central', consignee_info_id: 101, ...recipient },
    sender: { address1: '52 Jalan Besar', address2: '#01-02', city: 'Singapore', contact: '+6591234501', country: 'SG', email: '', latitude: null, longitude: null, name: 'Tan Kah Kee Hardware', postcode: '208804' },
    ...over,
  };
}

function request(reservations: unknown[], over: Record<string, unknown> = {}) {
  return { dp_id: SG_DP, is_draft: false, support_consignee_info_population: true, support_quick_address: false, ...SG_SHIPPER, signature: null, reservations, ...over };
}

const postOrders = (body: unknown, user = 'sg-demo', country = 'sg') =>
  call<ReservationResponse>('POST', `${country}/1.2/reservations/post?is_draft=false&is_bulk=false`, { user, body });

function priceBody(over: Record<string, unknown> = {}) {
  return { delivery_type: 'STANDARD', weight: 1, insured_value: 0, cod_value: 0, from_latitude: null, from_longitude: null, to_latitude: null, to_longitude: null, size: 'S', order_type: 'NORMAL', timeslot_type: 'NONE', global_shipper_id: 5001001, ...over };
}

describe('price', () => {
  it('computes Malaysia: (5 + 1.5 × 2 kg) × 1.4 next day, 6 % tax, 0.5 % insurance, COD max(3 %, RM 4)', async () => {
    const res = await call<PriceResult>('POST', 'my/2.2/shippers/5004001/price', { user: 'my-demo', body: priceBody({ global_shipper_id: 5004001, delivery_type: 'NEXTDAY', weight: 2.5, insured_value: 200, cod_value: 100 }) });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      delivery_fee: { amount: 11.2, tax_amount: 0.67 },
      insurance_fee: { amount: 1, tax_amount: 0.06 },
      cod_fee: { amount: 4, tax_amount: 0 },
      total_tax: 0.73,
      total_with_tax: 16.93,
    });
  });

  it('computes the Philippines: express doubles, COD 3.5 % over the ₱25 minimum, 12 % tax', async () => {
    const res = await call<PriceResult>('POST', 'ph/2.2/shippers/5005001/price', { user: 'ph-demo', body: priceBody({ global_shipper_id: 5005001, delivery_type: 'EXPRESS', insured_value: 1000, cod_value: 2000 }) });
    expect(res.data).toMatchObject({ delivery_fee: { amount: 170, tax_amount: 20.4 }, insurance_fee: { amount: 5, tax_amount: 0.6 }, cod_fee: { amount: 70, tax_amount: 0 }, total_tax: 21, total_with_tax: 266 });
  });

  it('charges no COD fee where the country has no COD percent (sg), and accepts NEXT_DAY for NEXTDAY', async () => {
    const res = await call<PriceResult>('POST', 'sg/2.2/shippers/5001001/price', { body: priceBody({ delivery_type: 'NEXT_DAY', cod_value: 50 }) });
    expect(res.data.cod_fee).toEqual({ amount: 0, tax_amount: 0 });
    expect(res.data.delivery_fee.amount).toBe(4.9);
  });

  it('refuses an unknown shipper, a delivery type the country lacks, and a weight of 0 with 400', async () => {
    const unknown = await call('POST', 'sg/2.2/shippers/5002001/price', { body: priceBody({ global_shipper_id: 5002001 }) });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toMatch(/shipper/);
    const th = await call('POST', 'th/2.2/shippers/5003001/price', { user: 'th-demo', body: priceBody({ global_shipper_id: 5003001 }) });
    expect(th.status).toBe(400);
    expect(th.error?.message).toMatch(/NEXTDAY, EXPRESS/);
    expect((await call('POST', 'sg/2.2/shippers/5001001/price', { body: priceBody({ weight: 0 }) })).status).toBe(400);
  });

  it('fails with 500 "Fetching price failed" for a postcode of all 9s', async () => {
    const res = await call('POST', 'sg/2.2/shippers/5001001/price', { body: priceBody({ to_postcode: '999999' }) });
    expect(res.status).toBe(500);
    expect(res.error?.message).toBe('Fetching price failed');
  });

  it('goes through the kernel fault gate', async () => {
    setControl({ fault: '500' });
    const res = await call('POST', 'sg/2.2/shippers/5001001/price', { body: priceBody() });
    expect(res.status).toBe(500);
    expect(res.error?.message).toBe('Simulated server error');
  });
});

describe('post orders', () => {
  it('creates an order with a barcode, its pricing, a receipt and two async tasks; the order and stamp are then known', async () => {
    const res = await postOrders(request([reservation({ stamp_id: 'STAMPSG0001' })]));
    expect(res.status).toBe(200);
    const [outcome] = res.data.reservations;
    expect(outcome?.reservation?.barcode).toBe('NVSGP0001001');
    expect(outcome?.reservation?.stamp_id).toBe('STAMPSG0001');
    expect(outcome?.reservation?.pricing_info).toMatchObject({ delivery_fee: { amount: 3.5, tax_amount: 0.32 }, handling_fee: { amount: 0, tax_amount: 0 }, total_with_tax: 3.82 });
    expect(res.data.receipt?.url).toBe(`http://localhost/api/sg/sim-files/receipts/${res.data.receipt?.id}.pdf?size=A4`);
    expect(res.data.order_create_async_request_id).toBeTruthy();
    expect(res.data.receipt_generation_async_request_id).toBeTruthy();

    const scan = await call<ScanLookup>('GET', 'sg/1.0/orders?scan=nvsgp0001001');
    expect(scan.data).toMatchObject({ identifier_type: 'TRACKING_ID', order: { type: 'POST', to_name: 'Lim Hui Min' } });
    expect((await call('GET', 'sg/1.0/orders/stamp-validity?stamp_id=stampsg0001')).status).toBe(409);
    const again = await postOrders(request([reservation({ stamp_id: 'STAMPSG0001' })]));
    expect(again.data.reservations[0]?.error).toEqual({ message: 'Stamp ID already used', stamp_id: 'STAMPSG0001', code: 137926 });
    expect(again.data.receipt).toBeNull();
    expect(again.data.order_create_async_request_id).toBeNull();
  });

  it('answers one outcome per reservation, in order, for each seeded failure', async () => {
    const res = await postOrders(request([
      reservation({ stamp_id: '555000111' }),
      reservation({ stamp_id: '137926' }),
      reservation({ stamp_id: 'STAMPDUP1' }),
      reservation({ stamp_id: 'stampdup1' }),
      reservation({}, { name: 'Fail Me' }),
      reservation({}, { postcode: '31012' }),
      reservation({ weight: 0.05 }),
      reservation({ stamp_id: 'STAMP-9' }),
    ]));
    const outcomes = res.data.reservations;
    expect(outcomes).toHaveLength(8);
    expect(outcomes[0]?.reservation?.barcode).toMatch(/^NVSGP\d{7}$/);
    expect(outcomes[1]?.error).toMatchObject({ code: 137926, message: 'Stamp ID already used', stamp_id: '137926' });
    expect(outcomes[2]?.error?.message).toBe('Duplicate StampIds detected');
    expect(outcomes[3]?.error?.message).toBe('Duplicate StampIds detected');
    expect(outcomes[4]?.error?.message).toBe('Recipient address could not be verified');
    expect(outcomes[5]?.error?.message).toBe('Recipient postcode must have exactly 6 digits.');
    expect(outcomes[6]?.error?.message).toBe('Weight must be at least 0.1 kg.');
    expect(outcomes[7]?.error?.message).toMatch(/only alphanumeric and hyphen/);
    const last = outcomes[7];
    expect(last && 'error_details' in last ? last.error_details?.error.message : null).toMatch(/only alphanumeric and hyphen/);
    expect(res.data.receipt).not.toBeNull();
  });

  it('refuses a malformed request, another point, an unknown shipper and more than 100 reservations with 400', async () => {
    expect((await postOrders({ nope: true })).status).toBe(400);
    expect((await postOrders(request([]))).status).toBe(400);
    expect((await postOrders(request([reservation()], { dp_id: 10102 }))).error?.message).toMatch(/point/);
    expect((await postOrders(request([reservation()], { shipper_id: undefined, global_shipper_id: 5002001 }))).status).toBe(400);
    expect((await postOrders(request([reservation()], { shipper_id: undefined, global_shipper_id: undefined }))).error?.message).toBe('Shipper id is missing.');
    const many = await postOrders(request(Array.from({ length: 101 }, () => reservation())));
    expect(many.error).toMatchObject({ title: 'BR_EXCEEDED_MAX_BULK_RESERVATION', message: 'You can only upload up to 100 orders in one file.' });
  });

  it('applies the country rules: ph needs coordinates and an insured value, id a pickup instruction, COD needs a COD point and shipper', async () => {
    const ph = request([reservation({}, { postcode: '1101' }), reservation({ insured_value: 500 }, { postcode: '1101', latitude: 14.65, longitude: 121.05 })], { dp_id: 50101, shipper_id: 3501, global_shipper_id: 5005001 });
    const phRes = await postOrders(ph, 'ph-demo', 'ph');
    expect(phRes.data.reservations[0]?.error?.message).toMatch(/latitude and longitude/);
    expect(phRes.data.reservations[1]?.reservation?.barcode).toMatch(/^NVPHP/);
    const idBody = request([reservation({}, { postcode: '12810' }), reservation({ pickup_instruction: 'Call first' }, { postcode: '12810' })], { dp_id: 20101, shipper_id: 3201, global_shipper_id: 5002001 });
    const idRes = await postOrders(idBody, 'id-demo', 'id');
    expect(idRes.data.reservations[0]?.error?.message).toBe('Pickup instruction is required in Indonesia.');
    expect(idRes.data.reservations[1]?.reservation).toBeTruthy();
    const noCod = await postOrders({ ...idBody, dp_id: 20102, reservations: [reservation({ pickup_instruction: 'x', cod: 10000 }, { postcode: '12810' })] }, 'id-nocod-demo', 'id');
    expect(noCod.data.reservations[0]?.error?.message).toBe('Cash on delivery is not enabled at this point.');
    const codOff = await postOrders(request([reservation({ cod: 20 })], { shipper_id: 3103, global_shipper_id: 5001003 }));
    expect(codOff.data.reservations[0]?.error?.message).toMatch(/not enabled for Mei Ling Home Bakes/);
  });

  it('reports the order task PENDING, PROCESSING, then SUCCEEDED; the receipt is generated when its task finishes', async () => {
    const res = await postOrders(request([reservation()]));
    const taskId = res.data.order_create_async_request_id as string;
    const poll = async (id: string) => (await call<AsyncTask>('GET', `sg/1.0/async-requests/${id}`)).data;
    expect((await poll(taskId)).status).toBe('PENDING');
    expect((await poll(taskId)).status).toBe('PROCESSING');
    const done = await poll(taskId);
    expect(done.status).toBe('SUCCEEDED');
    expect(JSON.parse(done.responseMessage as string)).toEqual({ tracking_ids: ['NVSGP0001001'] });
    expect(done.subRequests).toEqual([{ status: 'SUCCESS', message: 'NVSGP0001001' }]);

    const receiptId = res.data.receipt?.id as number;
    expect((await call('GET', `sg/2.0/receipts/${receiptId}?size=A4`)).error?.code).toBe(137420);
    const receiptTask = res.data.receipt_generation_async_request_id as string;
    for (let i = 0; i < 3; i += 1) await poll(receiptTask);
    const receipt = await call<{ receipts: Array<{ id: number; size: string; url: string }> }>('GET', `sg/2.0/receipts/${receiptId}?size=A6`);
    expect(receipt.data.receipts).toEqual([{ id: receiptId, size: 'A6', url: `http://localhost/api/sg/sim-files/receipts/${receiptId}.pdf?size=A6` }]);
    expect((await call('GET', 'sg/1.0/async-requests/nope')).status).toBe(404);
  });

  it('validates a draft without creating anything', async () => {
    const res = await call<ReservationResponse>('POST', 'sg/1.2/reservations/post?is_draft=true&is_bulk=false', { body: request([reservation({ stamp_id: 'STAMPDRAFT' })], { is_draft: true }) });
    expect(res.data.reservations[0]?.reservation).toMatchObject({ barcode: '', stamp_id: 'STAMPDRAFT' });
    expect(res.data.receipt).toBeNull();
    expect((await call('GET', 'sg/1.0/orders/stamp-validity?stamp_id=STAMPDRAFT')).status).toBe(200);
  });
});

describe('pack orders', () => {
  const pack = (over: Record<string, unknown>) => reservation({ pack_id: 'NPSG0001', description: 'Clothes', image_url: null, ...over });
  const packOrders = (body: unknown, manual: boolean) => call<ReservationResponse>('POST', `sg/1.0/reservations/pack?is_manual_pack=${manual}`, { body });

  it('creates a pack order under its pack id; the id is then used', async () => {
    const res = await packOrders(request([pack({})]), false);
    expect(res.data.reservations[0]?.reservation?.barcode).toBe('NPSG0001');
    expect((await call<ScanLookup>('GET', 'sg/1.0/orders?scan=NPSG0001')).data).toMatchObject({ identifier_type: 'TRACKING_ID', order: { type: 'PACK' } });
    const again = await packOrders(request([pack({})]), false);
    expect(again.data.reservations[0]?.error?.message).toBe('Pack ID already used');
  });

  it('checks the pack id and the description', async () => {
    const res = await packOrders(request([pack({ pack_id: 'NPSG9999' }), pack({ pack_id: '' }), pack({ pack_id: 'NPSG0002', description: '' }), pack({ pack_id: 'NPSG0003' }), pack({ pack_id: 'npsg0003' })]), false);
    const messages = res.data.reservations.map((o) => o.error?.message ?? o.reservation?.barcode);
    expect(messages).toEqual(['Pack ID NPSG9999 is not a valid Ninja Pack ID.', 'Pack ID is required.', 'Pack description is required.', 'Duplicate pack IDs detected', 'Duplicate pack IDs detected']);
  });

  it('takes any letters, digits and hyphens for a manual pack, but not a known tracking id', async () => {
    const res = await packOrders(request([pack({ pack_id: 'my-box-7' }), pack({ pack_id: 'NVSG00000001' }), pack({ pack_id: 'bad id' })]), true);
    expect(res.data.reservations.map((o) => o.error?.message ?? o.reservation?.barcode)).toEqual(['MY-BOX-7', 'Pack ID already used', expect.stringMatching(/only alphanumeric and hyphen/)]);
  });
});

describe('pack image upload', () => {
  const upload = (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call<{ url: string }>('POST', 'sg/1.0/upload-pack-parcel-image', { body: form });
  };

  it('stores a PNG or JPEG (by type, or by name when the type is generic) and serves it back', async () => {
    const png = await upload(new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'parcel.png', { type: 'image/png' }));
    expect(png.status).toBe(200);
    expect(png.data.url).toMatch(/^http:\/\/localhost\/api\/sg\/sim-files\/pack-images\/\d+\.png$/);
    const back = await fetch(png.data.url);
    expect(back.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await back.arrayBuffer())]).toEqual([137, 80, 78, 71, 1, 2, 3]);
    expect((await upload(new File([new Uint8Array(10)], 'photo.JPG', { type: 'application/octet-stream' }))).status).toBe(200);
    expect((await upload(new File([new Uint8Array(2 * 1024 * 1024)], 'max.jpg', { type: 'image/jpeg' }))).status).toBe(200);
  });

  it('refuses other types, files over 2 MB and a missing file with a clear 400', async () => {
    const gif = await upload(new File([new Uint8Array(10)], 'a.gif', { type: 'image/gif' }));
    expect(gif.status).toBe(400);
    expect(gif.error?.message).toBe('Only JPG, JPEG or PNG images can be uploaded.');
    expect((await upload(new File([new Uint8Array(10)], 'a.pdf', { type: 'image/png' }))).status).toBe(400);
    const big = await upload(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(big.error?.message).toMatch(/larger than 2 MB/);
    const none = new FormData();
    none.append('other', 'x');
    expect((await call('POST', 'sg/1.0/upload-pack-parcel-image', { body: none })).status).toBe(400);
  });
});
