import { proxy, subscribe, useSnapshot } from 'valtio';
import type { Draft } from './drafts';

/** A flow's state kept in memory for its pages and written through to its draft, so a reload loses nothing. */
export interface LiveDraft<T> {
  /** The state as it stands now (outside React: actions, tests). */
  current(): T;
  /** Replaces the state and saves it; `empty` clears the draft instead. */
  set(next: T): void;
  /** The state for a page; re-renders on each change. */
  useValue(): T;
  /** Calls `onChange` on each change (for useSyncExternalStore readers that pick one part). Returns the stop. */
  subscribe(onChange: () => void): () => void;
}

/**
 * The live copy of a draft (`empty`, the state with nothing in progress, may be of another type: null, say): read from storage on the first ask, and again whenever the draft's owner changed (another
 * operator or point, or a log-out that cleared the drafts), so one operator's flow never shows to the next.
 */
export function liveDraft<T, E = T>(draft: Draft<T>, empty: E): LiveDraft<T | E> {
  const live = proxy<{ owner: string | null; value: T | E }>({ owner: null, value: empty });
  const ensureOwner = () => {
    const owner = draft.owner();
    if (owner === live.owner) return;
    live.owner = owner;
    live.value = draft.load() ?? empty;
  };
  return {
    current() {
      ensureOwner();
      return live.value as T | E;
    },
    set(next) {
      ensureOwner();
      live.value = next;
      if (next === empty) draft.clear();
      else draft.save(next as T);
    },
    useValue() {
      ensureOwner();
      return useSnapshot(live).value as T | E;
    },
    subscribe: (onChange) => subscribe(live, onChange),
  };
}
