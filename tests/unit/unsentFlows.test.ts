// @vitest-environment jsdom
// What each flow tells the log-out it would lose: handover and bulk through the kernel's registry (their state modules
// register on load), orders through its rule (scanned parcels, post or pack parcels filled in and not created).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unsentWork } from '../../src/kernel';
import { session } from '../../src/kernel/session/store';
import { EMPTY } from '../../src/plugins/handover/model/session';
import { setHandover } from '../../src/plugins/handover/state/handoverStore';
import { setUpload } from '../../src/plugins/bulk/state/bulkStore';
import type { BulkUpload } from '../../src/plugins/bulk/state/bulkDraft';
import { newParcel, type ScannedParcel } from '../../src/plugins/orders/model/parcel';
import { unsentOrders } from '../../src/plugins/orders/model/unsentOrders';
import { initialOrderSession } from '../../src/plugins/orders/state/orderSession';

beforeEach(() => {
  session.loginInfo = { accessToken: 't', dpId: 7, systemId: 'sg', expirationDate: '2099-01-01T00:00:00Z', username: 'op1' };
});
afterEach(() => {
  setHandover('toDriver', EMPTY);
  setHandover('fromDriver', EMPTY);
  setUpload(null);
  session.loginInfo = null;
  localStorage.clear();
});

describe('handover', () => {
  it('names a handover with scans not completed, per direction; a chosen job with nothing scanned is no work', () => {
    setHandover('toDriver', { ...EMPTY, jobId: 900001 });
    expect(unsentWork()).toEqual([]);
    setHandover('toDriver', { ...EMPTY, jobId: 900001, scanned: ['NVSGOUT1001', 'NVSGOUT1002'] });
    setHandover('fromDriver', { ...EMPTY, jobId: 900005, unexpected: ['NVSGXX'] });
    expect(unsentWork()).toEqual([
      { messageId: 'handover.unsent_work', values: { direction: 'toDriver', job: 900001, count: 2 } },
      { messageId: 'handover.unsent_work', values: { direction: 'fromDriver', job: 900005, count: 0 } },
    ]);
    setHandover('toDriver', { ...EMPTY, jobId: 900001, scanned: ['NVSGOUT1001'], completed: {
      direction: 'toDriver', jobId: 900001, at: '2026-11-25T08:00:00.000Z', handedOver: ['NVSGOUT1001'], missing: [], unexpected: [], reason: null, statuses: {},
    } });
    setHandover('fromDriver', EMPTY);
    expect(unsentWork()).toEqual([]);
  });
});

describe('bulk', () => {
  const upload = (outcomes: BulkUpload['outcomes']): BulkUpload => ({
    uploadId: 'u1', fileName: 'posts.csv', variant: 'post' as BulkUpload['variant'], shippers: {}, sent: {}, outcomes,
    rows: [1, 2, 3].map((line) => ({ line, cells: {} })) as unknown as BulkUpload['rows'],
  });

  it('names the file and its rows not created; nothing once every row is created', () => {
    setUpload(upload({ 1: { status: 'success', trackingId: 'NVSG1' }, 2: { status: 'failed', message: 'Refused' } }));
    expect(unsentWork()).toEqual([{ messageId: 'bulk.unsent_work', values: { file: 'posts.csv', count: 2 } }]);
    setUpload(upload({ 1: { status: 'success', trackingId: 'NVSG1' }, 2: { status: 'success', trackingId: 'NVSG2' }, 3: { status: 'success', trackingId: 'NVSG3' } }));
    expect(unsentWork()).toEqual([]);
  });
});

describe('orders', () => {
  const scanned = (trackingId: string) => ({ trackingId } as ScannedParcel);

  it('names scanned parcels and filled-in post or pack parcels not created; an untouched form is no work', () => {
    const s = initialOrderSession(7);
    expect(unsentOrders(s)).toEqual([]);
    s.postOrder.parcels = [newParcel('POST', ['STANDARD'])];
    expect(unsentOrders(s)).toEqual([]);
    s.sendOrders = [scanned('NVSG00000008')];
    s.returnOrders = [scanned('NVSG00000009')];
    const filled = newParcel('POST', ['STANDARD'], { stampId: 'STAMPSG000001' });
    const created = { ...newParcel('POST', ['STANDARD'], { stampId: 'STAMPSG000002' }), oc: { status: 'success' as const, message: '' } };
    s.postOrder.parcels = [filled, created, newParcel('POST', ['STANDARD'])];
    const pack = newParcel('PACK', ['STANDARD']);
    s.packOrder.parcels = [{ ...pack, recipient: { ...pack.recipient, name: 'Ann' } }];
    expect(unsentOrders(s)).toEqual([
      { messageId: 'orders.unsent_scanned', values: { count: 2 } },
      { messageId: 'orders.unsent_order', values: { kind: 'POST', count: 1 } },
      { messageId: 'orders.unsent_order', values: { kind: 'PACK', count: 1 } },
    ]);
  });
});
