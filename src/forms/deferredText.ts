/**
 * Typing that stays in the input. A keystroke changes only the DOM (the input is uncontrolled): no React render, no
 * store write, no validation. The text is committed (handed to `commit`, which writes the order draft) once the
 * operator pauses for TEXT_COMMIT_IDLE_MS, and at once when the field is left (blur), on Enter, when the page is
 * hidden or unloaded (then the draft is saved again: saveAfterPageHide), and when anything calls flushTextEdits(). A
 * change that comes from outside (a saved consignee filling the name, a scan, a normalised number) replaces the text.
 *
 * Why: the draft is one store, and writing it re-renders the order page, the parcel card and the form; at a slow
 * phone's speed (`npm run bench -- orders`, CPU 4x) that took 100-900 ms per key when every key wrote it.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Pause in typing after which the text is committed; errors, the saved-recipient lookup and the price follow it.
 * A commit re-renders the order page (tens of milliseconds on a slow phone): it is meant to land in a pause, not
 * between the keys of a word, where it would hold up the next key. Typists at 3 to 7 keys a second leave 150 to 350
 * ms between keys; 400 ms is a pause.
 */
export const TEXT_COMMIT_IDLE_MS = 400;

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** Fields with text not committed yet, each with its flush. */
const pending = new Set<() => void>();
/** What runs after text was committed because the page is going away (saving the draft), with a count of users. */
const afterHide = new Map<() => void, number>();
let listening = false;

/**
 * Commits every field's pending text now. The order page may call it before it reads the draft (Create): a click on
 * a button blurs the field first, which commits it already, so this is a second line of defence.
 */
export function flushTextEdits(): void {
  for (const flush of [...pending]) flush();
}

/**
 * `save` runs when the page is hidden or unloaded and text was pending, right after it was committed. The draft's
 * own pagehide save may run before this commit (listeners on window run in the order they were added), so the owner
 * of the draft saves it again here. Returns the unsubscribe.
 */
export function saveAfterPageHide(save: () => void): () => void {
  afterHide.set(save, (afterHide.get(save) ?? 0) + 1);
  listenForPageHide();
  return () => {
    const n = (afterHide.get(save) ?? 1) - 1;
    if (n > 0) afterHide.set(save, n);
    else afterHide.delete(save);
  };
}

function flushForHide(): void {
  if (pending.size === 0) return;
  flushTextEdits();
  for (const save of afterHide.keys()) save();
}

function listenForPageHide(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', flushForHide);
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden') flushForHide(); });
}

export interface DeferredText<E extends TextElement> {
  /** Put on the input; it is uncontrolled. */
  ref: RefObject<E | null>;
  /** The text the input starts with (`defaultValue`). */
  initial: string;
  /** The input's change handler: the text is committed after the idle pause. */
  onChange: () => void;
  /** Commits the input's text now (if it changed); returns it. */
  flush: () => string;
  /** Replaces the input's text and commits it now (normalising on blur, a scan). */
  replace: (text: string) => void;
  /**
   * The committed value, whenever it may have changed: the echo of this field's own commit is ignored (the input may
   * already hold more), anything else replaces the text and drops what was pending.
   */
  sync: (value: string) => void;
}

function useDeferredCore<E extends TextElement>(value: string, commit: (text: string) => void, idleMs: number): DeferredText<E> {
  const ref = useRef<E | null>(null);
  const [initial] = useState(value);
  // The text the form holds as far as this field knows: the last value it was given or committed itself.
  const held = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commitRef = useRef(commit);
  useLayoutEffect(() => { commitRef.current = commit; });

  const cancel = useCallback((self: () => void) => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.delete(self);
  }, []);

  const flush = useCallback((): string => {
    cancel(flush);
    const el = ref.current;
    if (!el) return held.current;
    if (el.value !== held.current) {
      held.current = el.value;
      commitRef.current(el.value);
    }
    return el.value;
  }, [cancel]);

  const onChange = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(flush, idleMs);
    pending.add(flush);
    listenForPageHide();
  }, [flush, idleMs]);

  const replace = useCallback((text: string) => {
    const el = ref.current;
    if (el && el.value !== text) el.value = text;
    flush();
  }, [flush]);

  const sync = useCallback((next: string) => {
    if (next === held.current) return;
    held.current = next;
    cancel(flush);
    const el = ref.current;
    if (el && el.value !== next) el.value = next;
  }, [cancel, flush]);

  // Unmounting drops a pending commit rather than write it: a removed parcel's index may already be another's. A
  // field only goes away after a click elsewhere, and that click's blur has committed it.
  useEffect(() => () => cancel(flush), [cancel, flush]);

  return { ref, initial, onChange, flush, replace, sync };
}

/** A field whose committed text comes as a prop (`value`); `commit` writes new text. */
export function useDeferredText<E extends TextElement>(value: string, commit: (text: string) => void, idleMs = TEXT_COMMIT_IDLE_MS): DeferredText<E> {
  const text = useDeferredCore<E>(value, commit, idleMs);
  const { sync } = text;
  useLayoutEffect(() => sync(value), [value, sync]);
  return text;
}

/**
 * A field whose committed text lives in a store it can watch (the form runtime): the input follows the store without
 * a React render, so a commit does not re-render the field that made it.
 */
export function useWatchedText<E extends TextElement>(
  read: () => string,
  subscribe: (listener: () => void) => () => void,
  commit: (text: string) => void,
  idleMs = TEXT_COMMIT_IDLE_MS,
): DeferredText<E> {
  const text = useDeferredCore<E>(read(), commit, idleMs);
  const { sync } = text;
  const readRef = useRef(read);
  useLayoutEffect(() => { readRef.current = read; });
  useLayoutEffect(() => {
    sync(readRef.current());
    return subscribe(() => sync(readRef.current()));
  }, [subscribe, sync]);
  return text;
}
