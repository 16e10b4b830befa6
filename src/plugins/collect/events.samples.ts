// Sample payloads of this plugin's event kinds, for tests/unit/eventDetails.test.ts. Not part of the build.
import type { EventSamples } from '@kernel';

export const EVENT_SAMPLES: EventSamples<'collectReleased' | 'collectVerified'> = {
  collectReleased: [
    { trackingId: 'NVSGCOL0001', releasedTo: 'Chandra Wijaya', codCollected: 45.5, currency: 'SGD' },
    { trackingId: 'NVSGCOL0002', releasedTo: 'Chandra Wijaya', codCollected: null, currency: 'SGD' },
  ],
  collectVerified: [{ method: 'qr', outcome: 'verified', parcels: 2 }, { method: 'otp', outcome: 'refused', parcels: 0 }],
};
