// Sample payloads of the kernel's event kinds, for tests/unit/eventDetails.test.ts (every kind's sentence, in every
// language). Not part of the build.
import type { EventSamples } from './events';

export const EVENT_SAMPLES: EventSamples<'login' | 'logout' | 'menu' | 'pageError' | 'scanAccepted' | 'scanRejected' | 'scannerError' | 'draftDropped'> = {
  login: [{ dpId: 10101, username: 'sg-demo' }],
  logout: [{ dpId: 10101 }],
  menu: [{ event: 'toDriver', route: 'handoverToDriver' }],
  pageError: [{ message: 'x is not a function', stack: 'at Page' }],
  scanAccepted: [{ code: 'NVSG0001', source: 'camera', format: 'qr_code' }, { code: 'NVSG0002', source: 'typed', format: '' }],
  scanRejected: [
    { code: 'NVSG0001', source: 'hardware', reason: 'duplicate' },
    { code: '??', source: 'typed', reason: 'format' },
    { code: 'NVSG0003', source: 'camera', format: 'code_128', reason: 'something_went_wrong' },
  ],
  scannerError: [{ problem: 'denied', message: 'Permission denied' }],
  draftDropped: [{ name: 'orderSession', reason: 'oldVersion' }],
};
