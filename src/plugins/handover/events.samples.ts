// Sample payloads of this plugin's event kinds, for tests/unit/eventDetails.test.ts. Not part of the build.
import type { EventSamples } from '@kernel';

export const EVENT_SAMPLES: EventSamples<'handoverCompleted' | 'handoverMissingReason'> = {
  handoverCompleted: [
    { direction: 'toDriver', jobId: 901003, handedOver: 4, missing: 1, unexpected: 0, reason: 'Not on the shelf' },
    { direction: 'fromDriver', jobId: 901004, handedOver: 1, missing: 0, unexpected: 0, reason: null },
  ],
  handoverMissingReason: [{ direction: 'toDriver', jobId: 901003, missing: ['NVSGOUT3005'], reason: 'Not on the shelf' }],
};
