/**
 * What a plugin's own draft store needs beside defineDraft: local storage when the browser allows it, and saving a
 * store shortly after each change and when the page is hidden (the last keystroke before a reload or a closed tab
 * survives).
 */
import { subscribe } from 'valtio';

/** Local storage, or null where it is blocked (private modes, disabled storage). */
export function draftStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Saves `store` `delayMs` after its last change and on pagehide, from now on (call once per store). */
export function saveOnChange(store: object, save: () => void, delayMs: number): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  subscribe(store, () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => { timer = null; save(); }, delayMs);
  });
  if (typeof window !== 'undefined') window.addEventListener('pagehide', save);
}
