// A cold frame reads a kept draft as stored, and a broken or old one reads as nothing and stays for its owner to drop.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineDraft, droppedDrafts, peekDraft } from '../../src/kernel/persist/drafts';
import { session } from '../../src/kernel/session/store';
import type { LoginInfo } from '../../src/kernel/types';

beforeEach(() => { session.loginInfo = { username: 'Ana', dpId: 7, accessToken: 't', expirationDate: '2999-01-01T00:00:00Z' } as LoginInfo; });
afterEach(() => { session.loginInfo = null; droppedDrafts.names = []; });

describe('peekDraft', () => {
  it('reads the operator\'s draft at its version, and nothing for another version or nobody', () => {
    defineDraft<{ n: number }>({ name: 'peek.x', version: 3, validate: (v) => v as { n: number } }).save({ n: 5 });
    expect(peekDraft('peek.x', 3)).toEqual({ n: 5 });
    expect(peekDraft('peek.x', 2)).toBeUndefined();
    session.loginInfo = null;
    expect(peekDraft('peek.x', 3)).toBeUndefined();
  });

  it('a broken draft reads as nothing and is left for its owner, who drops it with a notice', () => {
    localStorage.setItem('portal.draft.ana@7.peek.y', '{broken');
    expect(peekDraft('peek.y', 1)).toBeUndefined();
    expect(localStorage.getItem('portal.draft.ana@7.peek.y')).toBe('{broken');
    expect(droppedDrafts.names).toEqual([]);
    expect(defineDraft({ name: 'peek.y', version: 1, validate: (v) => v }).load()).toBeUndefined();
    expect(droppedDrafts.names).toEqual(['peek.y']);
  });
});
