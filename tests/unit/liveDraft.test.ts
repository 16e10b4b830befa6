// A flow's live state over its draft: what one operator left is there after a reload (a new live copy), another
// operator at the same browser never sees it, and going back to nothing clears the stored draft.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineDraft } from '../../src/kernel/persist/drafts';
import { liveDraft } from '../../src/kernel/persist/liveDraft';
import { session } from '../../src/kernel/session/store';

const asOperator = (username: string, dpId: number) => {
  session.loginInfo = { accessToken: 't', dpId, systemId: 'sg', expirationDate: '2099-01-01T00:00:00Z', username };
};
type Scan = { scanned: string[] };
const EMPTY: Scan = { scanned: [] };
const draft = defineDraft<Scan>({ name: 'test.scan', version: 1, validate: (v) => (v && Array.isArray((v as Scan).scanned) ? (v as Scan) : null) });

beforeEach(() => localStorage.clear());
afterEach(() => { session.loginInfo = null; });

describe('liveDraft', () => {
  it('writes through, so a fresh live copy (a reload) finds the state; the next operator starts empty', () => {
    asOperator('ann', 7);
    const live = liveDraft(draft, EMPTY);
    live.set({ scanned: ['NVSG1'] });
    expect(liveDraft(draft, EMPTY).current()).toEqual({ scanned: ['NVSG1'] });
    asOperator('ben', 7);
    expect(live.current()).toEqual({ scanned: [] });
    asOperator('ann', 7);
    expect(live.current()).toEqual({ scanned: ['NVSG1'] });
  });

  it('back to the empty state clears the stored draft; a subscriber hears the changes', async () => {
    asOperator('ann', 7);
    const live = liveDraft(draft, null as Scan | null);
    let heard = 0;
    const stop = live.subscribe(() => { heard += 1; });
    live.set({ scanned: ['NVSG1'] });
    expect(draft.load()).toEqual({ scanned: ['NVSG1'] });
    live.set(null);
    expect(draft.load()).toBeUndefined();
    expect(live.current()).toBeNull();
    // valtio tells subscribers after the current task's changes, batched.
    await new Promise((r) => setTimeout(r, 0));
    expect(heard).toBeGreaterThan(0);
    stop();
  });
});
