import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOverlayStore } from '../../src/ui/scanner/overlayStore';

describe('scanner overlay store', () => {
  afterEach(() => vi.useRealTimers());

  it('a success or error overlay goes after the hold time; the announcement stays', () => {
    vi.useFakeTimers();
    const store = createOverlayStore(1600);
    const seen: Array<string | null> = [];
    store.subscribe(() => seen.push(store.get().shown?.overlay.kind ?? null));
    store.show({ kind: 'success', message: 'Read: A1' });
    expect(store.get().shown?.overlay).toEqual({ kind: 'success', message: 'Read: A1' });
    vi.advanceTimersByTime(1599);
    expect(store.get().shown).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.get().shown).toBeNull();
    expect(store.get().announcement).toBe('Read: A1');
    expect(seen).toEqual(['success', null]);
  });

  it('a newer overlay is not cleared by the older one\'s timer; processing and info stay', () => {
    vi.useFakeTimers();
    const store = createOverlayStore(1600);
    const first = store.show({ kind: 'error', message: 'No' });
    vi.advanceTimersByTime(1000);
    const second = store.show({ kind: 'processing' });
    expect(second).not.toBe(first);
    vi.advanceTimersByTime(5000);
    expect(store.get().shown?.overlay.kind).toBe('processing');
    expect(store.get().announcement).toBe('No');
    store.show({ kind: 'info', message: 'Camera shut due to inactivity' });
    vi.advanceTimersByTime(5000);
    expect(store.get().shown?.overlay).toEqual({ kind: 'info', message: 'Camera shut due to inactivity' });
    store.show(null);
    expect(store.get().shown).toBeNull();
  });

  it('dispose stops a pending clear', () => {
    vi.useFakeTimers();
    const store = createOverlayStore(100);
    store.show({ kind: 'success', message: 'ok' });
    store.dispose();
    vi.advanceTimersByTime(1000);
    expect(store.get().shown?.overlay.kind).toBe('success');
  });
});
