import { useSyncExternalStore } from 'react';

export type Overlay = { kind: 'processing' } | { kind: 'success' | 'error' | 'info'; message: string } | null;
/** The overlay on screen; `id` is new for every overlay shown, so each one is a fresh element. */
export type Shown = { overlay: NonNullable<Overlay>; id: number } | null;

interface OverlayState {
  shown: Shown;
  /** The last message shown, for the screen reader's live region (it stays after the overlay goes). */
  announcement: string;
}

/**
 * The widget's overlay outside React state: showing one re-renders only the few parts that draw it (the camera
 * overlay, the typing mode's result line, the live region), not the widget, so the overlay of a read is on screen
 * in a few milliseconds even on a slow phone. A success or error overlay goes after `holdMs`; without one, whoever
 * shows the overlays also hides them (the scanner's session stream does).
 */
export function createOverlayStore(holdMs?: number) {
  let state: OverlayState = { shown: null, announcement: '' };
  let ids = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: OverlayState) => {
    state = next;
    listeners.forEach((l) => l());
  };
  return {
    get: (): OverlayState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Shows `next` (null hides it); returns the id of the overlay shown. */
    show(next: Overlay): number {
      clearTimeout(timer);
      const id = ++ids;
      set({ shown: next ? { overlay: next, id } : null, announcement: next && next.kind !== 'processing' ? next.message : state.announcement });
      // 'Camera shut due to inactivity' stays until the operator starts the camera again.
      if (holdMs !== undefined && next && (next.kind === 'success' || next.kind === 'error')) {
        timer = setTimeout(() => {
          if (state.shown?.id === id) set({ ...state, shown: null });
        }, holdMs);
      }
      return id;
    },
    dispose(): void {
      clearTimeout(timer);
    },
  };
}

export type OverlayStore = ReturnType<typeof createOverlayStore>;

export function useOverlay(store: OverlayStore): OverlayState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
