// Sample payloads of this plugin's event kinds, for tests/unit/eventDetails.test.ts. Not part of the build.
import type { EventSamples } from '@kernel';

export const EVENT_SAMPLES: EventSamples<'bulkFile' | 'bulkChunk'> = {
  bulkFile: [{ type: 'post', orders: 40, reason: null }, { type: 'refused', orders: 0, reason: 'bulk.too_many_orders' }],
  bulkChunk: [{ key: 'u1-SHIPPER-1', created: 30, failed: 0 }],
};
