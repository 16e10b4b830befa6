// Sample payloads of this plugin's event kinds, for tests/unit/eventDetails.test.ts. Not part of the build.
import type { EventSamples } from '@kernel';

export const EVENT_SAMPLES: EventSamples<'stocktake'> = {
  stocktake: [{ expected: 37, found: 36, missing: ['NVSGSTORE0007'], extra: [] }, { expected: 2, found: 2, missing: [], extra: ['NVSGX1', 'NVSGX2'] }],
};
