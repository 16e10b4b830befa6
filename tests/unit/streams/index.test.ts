import { describe, expect, it, vi } from 'vitest';
import type { AsyncTask } from '../../../src/streams';

describe('src/streams public entry', () => {
  it('exports every factory and starts nothing on import', async () => {
    const add = vi.spyOn(document, 'addEventListener');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const streams = await import('../../../src/streams');
    expect(Object.keys(streams).sort()).toEqual([
      'CAMERA_IDLE_MS', 'FEEDBACK_PATTERNS', 'FEEDBACK_TONES', 'FINAL_TASK_STATUSES', 'QUOTE_THROTTLE_MS', 'TASK_POLL_ATTEMPTS', 'TASK_POLL_DELAY_MS',
      'backoffDelays', 'backoffPoll', 'cameraInactivity', 'countdown', 'createBeeper', 'deviceVibrate', 'fromAbortable', 'fromFetchJson',
      'hardwareScans', 'isFinalTask', 'keydownEvents', 'normaliseCode', 'pageVisible$', 'pausablePoll', 'pollEvery', 'pollTask',
      'quoteStream', 'retryBackoff', 'retryWait', 'scanFeedback', 'scansInField', 'scansOutsideFields',
    ]);
    // Building a stream is not subscribing to it.
    streams.pollTask(() => streams.fromFetchJson<AsyncTask>('/1.0/async-requests/1'));
    streams.pageVisible$();
    expect(add).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
