// The one persisted-draft helper: scoped to the operator and point (or the device), versioned, checked on load,
// and removed for that operator at log-out.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addEventSink } from '../../src/kernel/eventLogHook';
import { clearOperatorDrafts, defineDraft, droppedDrafts } from '../../src/kernel/persist/drafts';
import { session } from '../../src/kernel/session/store';

const asOperator = (username: string, dpId: number) => {
  session.loginInfo = { accessToken: 't', dpId, systemId: 'sg', expirationDate: '2099-01-01T00:00:00Z', username };
};
const rates = () => defineDraft<{ weight: string }>({
  name: 'rates.inputs', version: 1, validate: (v) => (v && typeof (v as { weight?: unknown }).weight === 'string' ? (v as { weight: string }) : null),
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  droppedDrafts.names = [];
});
afterEach(() => { session.loginInfo = null; });

describe('defineDraft', () => {
  it('keeps a value per operator and point; logged out there is nothing to load or save', () => {
    const draft = rates();
    asOperator('Ann', 7);
    draft.save({ weight: '1.5' });
    expect(localStorage.getItem('portal.draft.ann@7.rates.inputs')).toBe('{"v":1,"value":{"weight":"1.5"}}');
    asOperator('ben', 7);
    expect(draft.load()).toBeUndefined();
    asOperator('ann', 8);
    expect(draft.load()).toBeUndefined();
    asOperator('ann', 7);
    expect(draft.load()).toEqual({ weight: '1.5' });
    session.loginInfo = null;
    expect(draft.key()).toBeNull();
    draft.save({ weight: '9' });
    expect(Object.keys(localStorage).filter((k) => k.startsWith('portal.draft.'))).toEqual(['portal.draft.ann@7.rates.inputs']);
  });

  it('drops an old version, an unreadable value and a wrong shape, each with an event and one notice', () => {
    const events: unknown[] = [];
    const stop = addEventSink((kind, payload) => { if (kind === 'draftDropped') events.push(payload); });
    asOperator('ann', 7);
    const draft = rates();
    for (const raw of ['{"v":0,"value":{"weight":"1"}}', '{oops', '{"v":1,"value":{"weight":2}}']) {
      localStorage.setItem('portal.draft.ann@7.rates.inputs', raw);
      expect(draft.load()).toBeUndefined();
      expect(localStorage.getItem('portal.draft.ann@7.rates.inputs')).toBeNull();
    }
    stop();
    expect(events).toEqual([
      { name: 'rates.inputs', reason: 'oldVersion' }, { name: 'rates.inputs', reason: 'unreadable' }, { name: 'rates.inputs', reason: 'invalid' },
    ]);
    expect(droppedDrafts.names).toEqual(['rates.inputs']);
  });

  it('a device draft outlives the operator; session storage is this tab only', () => {
    const camera = defineDraft<string>({ name: 'scanner.camera', version: 1, scope: 'device', validate: (v) => (typeof v === 'string' ? v : null) });
    const proof = defineDraft<string>({ name: 'signup.proof', version: 1, storage: 'session', validate: (v) => (typeof v === 'string' ? v : null) });
    asOperator('ann', 7);
    camera.save('back');
    proof.save('data:image/png;base64,AAAA');
    expect(sessionStorage.getItem('portal.draft.ann@7.signup.proof')).toContain('AAAA');
    clearOperatorDrafts();
    expect(proof.load()).toBeUndefined();
    session.loginInfo = null;
    expect(camera.load()).toBe('back');
  });

  it('log-out clears only the operator at that point', () => {
    const draft = rates();
    asOperator('ann', 7);
    draft.save({ weight: '1' });
    asOperator('ben', 7);
    draft.save({ weight: '2' });
    clearOperatorDrafts();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('portal.draft.'))).toEqual(['portal.draft.ann@7.rates.inputs']);
  });

  it('a log-out forced by an expired token keeps the drafts for the same operator; a chosen one does not', async () => {
    const { logout } = await import('../../src/kernel/session/flows');
    const draft = rates();
    asOperator('ann', 7);
    draft.save({ weight: '3' });
    logout({ keepDrafts: true });
    asOperator('ann', 7);
    expect(draft.load()).toEqual({ weight: '3' });
    logout();
    asOperator('ann', 7);
    expect(draft.load()).toBeUndefined();
  });
});
