// Sample payloads of this plugin's event kinds, for tests/unit/eventDetails.test.ts. Not part of the build.
import type { EventSamples } from '@kernel';

export const EVENT_SAMPLES: EventSamples<'shipperSignup'> = {
  shipperSignup: [{ outcome: 'created', shipperId: 5501, billingType: 'PREPAID', cod: true }, { outcome: 'failed' }],
};
