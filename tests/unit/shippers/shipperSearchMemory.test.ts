// The shipper search page remembers its last search for the way back, for one login of one point only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../src/kernel/session/store';
import { EMPTY_MEMORY, memoryOwner, readMemory, writeMemory, type SearchMemory } from '../../../src/plugins/shippers/search/state/searchMemory';

// The operator's tab-only draft (src/kernel/persist/drafts.ts).
const KEY = 'portal.draft.op1@10101.orders.shipperSearch';
beforeEach(() => {
  sessionStorage.clear();
  session.loginInfo = { accessToken: 't', dpId: 10101, systemId: 'sg', expirationDate: '2026-12-01T00:00:00Z', username: 'op1' };
});
afterEach(() => { session.loginInfo = null; });

const memory: SearchMemory = {
  input: '91234501',
  mode: null,
  last: { query: { kind: 'phone', contactNo: '+6591234501' }, results: [], problem: 'shipper_search.no_result_phone' },
};

describe('search memory', () => {
  it('reads back what this owner wrote', () => {
    writeMemory('10101:2026-12-01', memory);
    expect(readMemory('10101:2026-12-01')).toEqual(memory);
  });

  it('another point, or a new login of the same point, starts empty', () => {
    writeMemory('10101:2026-12-01', memory);
    expect(readMemory('10102:2026-12-01')).toEqual(EMPTY_MEMORY);
    expect(readMemory('10101:2026-12-02')).toEqual(EMPTY_MEMORY);
  });

  it('broken or foreign storage content is ignored', () => {
    sessionStorage.setItem(KEY, '{not json');
    expect(readMemory('a')).toEqual(EMPTY_MEMORY);
    sessionStorage.setItem(KEY, JSON.stringify({ v: 2, value: { owner: 'a', input: 'x', last: null } }));
    expect(readMemory('a')).toEqual(EMPTY_MEMORY);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('the owner needs a point and a login', () => {
    expect(memoryOwner(10101, '2026-12-01T00:00:00Z')).toBe('10101:2026-12-01T00:00:00Z');
    expect(memoryOwner(undefined, '2026-12-01')).toBeNull();
    expect(memoryOwner(10101, undefined)).toBeNull();
  });
});
