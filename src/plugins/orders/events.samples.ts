// Sample payloads of this plugin's event kinds, for tests/unit/eventDetails.test.ts. Not part of the build.
import type { EventSamples } from '@kernel';

type OrderKinds = 'lodgeIn' | 'orderCreated' | 'orderFailed' | 'receipt' | 'airwayBill' | 'sessionReset';

export const EVENT_SAMPLES: EventSamples<OrderKinds> = {
  lodgeIn: [
    { outcome: 'refused', count: 3 },
    { outcome: 'lodgedElsewhere', count: 1 },
    { outcome: 'pollError', statusId: 77, successful: 0 },
    { outcome: 'stillProcessing', statusId: 77, successful: 0 },
    { outcome: 'processed', statusId: 77, successful: 98, failed: ['NVSG0099', 'NVSG0100'] },
  ],
  orderCreated: [{ kind: 'POST', trackingId: 'NVSGPOST0001', stampId: 'ST123' }, { kind: 'PACK', trackingId: 'NVSGPACK0001', stampId: null }],
  orderFailed: [{ kind: 'POST', trackingId: null, stampId: 'ST124', message: 'Invalid postcode' }, { reason: 'codNotAllowed', index: 1 }],
  receipt: [{ receiptId: 7, size: 'A6', outcome: 'opened' }, { receiptId: 8, size: 'A4', outcome: 'failed' }],
  airwayBill: [{ trackingIds: ['NVSG0001', 'NVSG0002'], size: 'A6', outcome: 'opened' }],
  sessionReset: [{ reason: 'operator' }, { reason: 'done' }, { reason: 'orders.parcel_incorrect', code: 'NVSG0009' }],
};
