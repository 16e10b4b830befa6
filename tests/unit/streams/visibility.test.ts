import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { pageVisible$ } from '../../../src/streams/visibility';

type FakeDoc = EventTarget & { visibilityState: DocumentVisibilityState };

function fakeDocument(state: DocumentVisibilityState): FakeDoc {
  return Object.assign(new EventTarget(), { visibilityState: state });
}

function setState(doc: FakeDoc, state: DocumentVisibilityState): void {
  doc.visibilityState = state;
  doc.dispatchEvent(new Event('visibilitychange'));
}

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const V = { t: true, f: false };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pageVisible$', () => {
  it('starts with the current state, then emits each change once (distinct)', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const doc = fakeDocument('visible');
      hot('--h-h-v-v--h', { h: 'hidden', v: 'visible' } as const).subscribe((s) => setState(doc, s));
      expectObservable(pageVisible$(doc)).toBe('t-f---t----f', V);
    });
  });

  it('reads the state when subscribed, not when created', () => {
    const scheduler = newScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const doc = fakeDocument('visible');
      const visible$ = pageVisible$(doc);
      hot('-h', { h: 'hidden' } as const).subscribe((s) => setState(doc, s));
      expectObservable(visible$, '---^').toBe('---f', V);
    });
  });

  it('adds no listener until subscribed and removes it on unsubscribe', () => {
    const scheduler = newScheduler();
    const doc = fakeDocument('visible');
    const add = vi.spyOn(doc, 'addEventListener');
    const remove = vi.spyOn(doc, 'removeEventListener');
    scheduler.run(({ hot, expectObservable }) => {
      const visible$ = pageVisible$(doc);
      expect(add).not.toHaveBeenCalled();
      hot('-h--v-h', { h: 'hidden', v: 'visible' } as const).subscribe((s) => setState(doc, s));
      expectObservable(visible$, '^---!').toBe('tf--', V);
    });
    expect(add).toHaveBeenCalledTimes(1);
    expect(add.mock.calls[0]?.[0]).toBe('visibilitychange');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove.mock.calls[0]?.[1]).toBe(add.mock.calls[0]?.[1]);
  });

  it("counts any state but 'hidden' as visible (e.g. the legacy 'prerender')", () => {
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      expectObservable(pageVisible$(fakeDocument('prerender' as DocumentVisibilityState))).toBe('t', V);
    });
  });

  it('counts as visible without a document', () => {
    vi.stubGlobal('document', undefined);
    const scheduler = newScheduler();
    scheduler.run(({ expectObservable }) => {
      expectObservable(pageVisible$()).toBe('(t|)', V);
    });
  });

  it('uses the global document by default', () => {
    const scheduler = newScheduler();
    const add = vi.spyOn(document, 'addEventListener');
    scheduler.run(({ expectObservable }) => {
      expectObservable(pageVisible$(), '^-!').toBe(document.visibilityState === 'hidden' ? 'f' : 't', V);
    });
    expect(add.mock.calls.map((c) => c[0])).toEqual(['visibilitychange']);
  });
});
