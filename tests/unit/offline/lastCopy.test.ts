import { describe, expect, it } from 'vitest';
import { clearLastCopies, createMemoryCopyStore, defineLastCopy } from '../../../src/kernel/offline/lastCopy';

const isList = (v: unknown): string[] | null => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : null);

describe('the last copy of a server list', () => {
  it('gives back the last list saved, with when it was loaded, to the same operator at the same point only', async () => {
    const store = createMemoryCopyStore();
    let who: string | null = 'ana@7';
    let at = '2026-11-27T01:00:00.000Z';
    const copy = defineLastCopy({ name: 'shelf', validate: isList, store, owner: () => who, now: () => new Date(at) });
    expect(await copy.load()).toBeNull();
    await copy.save(['A1', 'B2']);
    at = '2026-11-27T02:30:00.000Z';
    await copy.save(['A1']);
    expect(await copy.load()).toEqual({ value: ['A1'], savedAt: '2026-11-27T02:30:00.000Z' });
    who = 'ana@8';
    expect(await copy.load()).toBeNull();
    who = null;
    await copy.save(['Z9']);
    expect(await copy.load()).toBeNull();
  });

  it('treats a kept value of another shape as nothing kept', async () => {
    const store = createMemoryCopyStore();
    await store.put({ id: 'shelf|ana@7', value: { old: true }, savedAt: '2026-11-27T01:00:00.000Z' });
    const copy = defineLastCopy({ name: 'shelf', validate: isList, store, owner: () => 'ana@7' });
    expect(await copy.load()).toBeNull();
  });

  it('a chosen log-out clears every copy; a login clears every copy but the new operator\'s', async () => {
    const store = createMemoryCopyStore();
    let who = 'ana@7';
    const shelf = defineLastCopy({ name: 'shelf', validate: isList, store, owner: () => who });
    const other = defineLastCopy({ name: 'other', validate: isList, store, owner: () => who });
    await shelf.save(['A1']);
    await other.save(['B2']);
    who = 'ben@7';
    await shelf.save(['C3']);

    // Ana logs in again after her token expired: her copies wait for her, Ben's go.
    await clearLastCopies('ana@7', store);
    expect((await store.ids()).sort()).toEqual(['other|ana@7', 'shelf|ana@7']);
    who = 'ana@7';
    expect(await shelf.load()).toMatchObject({ value: ['A1'] });

    // Ana chooses Log out: nothing of the point's customers stays for the next person.
    await clearLastCopies(null, store);
    expect(await store.ids()).toEqual([]);
    expect(await shelf.load()).toBeNull();
  });
});
