import { describe, expect, it } from 'vitest';
import { studioDrafts, type DraftStorage } from '../../../src/plugins/configStudio/state/drafts';

function memoryStorage(): DraftStorage & { keys: () => string[] } {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    key: (i) => [...m.keys()][i] ?? null,
    get length() { return m.size; },
    keys: () => [...m.keys()],
  };
}

describe('the studio drafts', () => {
  it('keeps an edit per file until discarded, under keys of its own', () => {
    const storage = memoryStorage();
    storage.setItem('portal.session', 'operator');
    const drafts = studioDrafts(storage);
    drafts.set('countries/ph.json', '{"x":1}', '{}');
    drafts.set('gates.json', '{"y":2}', '{}');
    expect(studioDrafts(storage).get('countries/ph.json')).toBe('{"x":1}');
    expect(drafts.files()).toEqual(['countries/ph.json', 'gates.json']);
    drafts.discard('countries/ph.json');
    expect(drafts.get('countries/ph.json')).toBeNull();
    expect(drafts.files()).toEqual(['gates.json']);
    expect(storage.getItem('portal.session')).toBe('operator');
    expect(storage.keys().filter((k) => k !== 'portal.session').every((k) => k.startsWith('configStudio.draft:'))).toBe(true);
  });
  it('drops the draft when the text is back to the served one', () => {
    const drafts = studioDrafts(memoryStorage());
    drafts.set('gates.json', 'a', 'b');
    drafts.set('gates.json', 'b', 'b');
    expect(drafts.get('gates.json')).toBeNull();
    expect(drafts.files()).toEqual([]);
  });
});
