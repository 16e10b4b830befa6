// @vitest-environment node
// One simulated company: the orders simulator prints the air waybill and makes the receipt of a parcel that the
// history simulator made up, as the portal's order details page asks for them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers as collectHandlers } from '../../src/plugins/collect/sim';
import { handlers as historyHandlers, resetHistorySim } from '../../src/plugins/history/sim';
import { handlers as ordersHandlers, resetOrdersSim } from '../../src/plugins/orders/sim';
import { resetSimState } from '../../src/sim/control';
import { createTestServer } from '../../src/sim/node';
import { simCall, simToken } from '../harness/ordersSim';
import type { OrderDetails, ParcelPage } from '../../src/plugins/history/api/types';
import type { AwbTask, ReceiptDocument } from '../../src/plugins/orders/api/types';

const server = createTestServer([...historyHandlers, ...ordersHandlers]);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => { resetSimState(); resetOrdersSim(); resetHistorySim(); });
afterAll(() => server.close());

const today = new Date().toISOString().slice(0, 10);
const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

/** The details of the newest parcel of the list whose type is `type` and that was dropped off at the point. */
async function droppedOff(type: string, user = 'sg-demo', cc = 'sg') {
  const list = await simCall<ParcelPage>('get', `${cc}/1.2/reservations/parcel?from_date=${weekAgo}&to_date=${today}&filter=default&page=1&page_size=50`, { user });
  const row = list.data.parcels.find((p) => p.order_type === type && p.dropped_off_at !== null);
  if (!row) throw new Error(`no dropped-off ${type} parcel in the first page`);
  return (await simCall<OrderDetails>('get', `${cc}/1.0/orders/details/${row.order_id}`, { user })).data.order;
}

describe('a history parcel in the orders simulator', () => {
  it('gets its air waybill: the task is accepted, then the PDF carries its tracking id', async () => {
    const order = await droppedOff('SEND');
    const task = await simCall<AwbTask>('post', 'sg/2.0/airway-bills', { body: { tracking_ids: [order.tracking_id], size: 'A6', hide_shipper_details: 0 } });
    expect(task.status).toBe(200);
    expect((await simCall('get', `sg/2.0/airway-bills/${task.data.task_uuid}`)).status).toBe(202);
    const pdf = await fetch(`http://localhost/api/sg/2.0/airway-bills/${task.data.task_uuid}`, { headers: { Authorization: `Bearer ${simToken('sg-demo')}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdf.text()).toContain(order.tracking_id);
  });

  it('has a receipt that is not found until generated, then opens, and is the same receipt again', async () => {
    const order = await droppedOff('POST');
    expect(order.receipt_id).not.toBeNull();
    const id = order.receipt_id ?? 0;
    const first = await simCall('get', `sg/2.0/receipts/${id}?size=A4`);
    expect(first.status).toBe(404);
    expect(first.error?.title).toBe('NF_RECEIPT');
    const made = await simCall<{ receipts: ReceiptDocument[] }>('post', `sg/2.0/receipts/${id}?is_shipper_prepaid=true`, { body: { size: 'A4' } });
    expect(made.status).toBe(200);
    expect(made.data.receipts[0]?.id).toBe(id);
    const again = await simCall<{ receipts: ReceiptDocument[] }>('get', `sg/2.0/receipts/${id}?size=A4`);
    expect(again.data.receipts[0]?.url).toContain(`/receipts/${id}.pdf`);
  });

  it('keeps countries apart: an sg parcel is not found from th, nor its receipt', async () => {
    const order = await droppedOff('SEND');
    const awb = await simCall('post', 'th/2.0/airway-bills', { user: 'th-demo', body: { tracking_ids: [order.tracking_id], size: 'A4' } });
    expect(awb.status).toBe(400);
    expect((await simCall('get', `th/2.0/receipts/${order.receipt_id ?? 0}?size=A4`, { user: 'th-demo' })).status).toBe(404);
  });

  it('gives no receipt to a parcel that never reached the point', async () => {
    const list = await simCall<ParcelPage>('get', `sg/1.2/reservations/parcel?from_date=${weekAgo}&to_date=${today}&filter=default&page=1&page_size=50`);
    const row = list.data.parcels.find((p) => p.dropped_off_at === null);
    expect(row).toBeDefined();
    const details = await simCall<OrderDetails>('get', `sg/1.0/orders/details/${row?.order_id ?? 0}`);
    expect(details.data.order.receipt_id).toBeNull();
  });
});

describe('the drop-off SMS of a history parcel, answered by the collect simulator (the endpoint’s one handler)', () => {
  const both = createTestServer([...collectHandlers, ...historyHandlers]);
  beforeAll(() => { server.close(); both.listen({ onUnhandledRequest: 'error' }); });
  afterAll(() => { both.close(); server.listen({ onUnhandledRequest: 'error' }); });

  it('is sent again (channel sms), and an unknown tracking id is refused', async () => {
    const sent = await simCall<{ sent: boolean }>('post', 'sg/1.0/drop-off-sms/resend', { body: { tracking_id: 'NVSGHIST0001', channel: 'sms' } });
    expect(sent.status).toBe(200);
    expect(sent.data.sent).toBe(true);
    const unknown = await simCall('post', 'sg/1.0/drop-off-sms/resend', { body: { tracking_id: 'NVSGNOSUCH01', channel: 'sms' } });
    expect(unknown.status).toBe(404);
  });
});
