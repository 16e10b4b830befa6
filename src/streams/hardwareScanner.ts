import { asyncScheduler, filter, fromEvent, map, scan, tap, type Observable, type SchedulerLike } from 'rxjs';

/** One key press as a hardware scanner sends it: `key` as in `KeyboardEvent.key` ('a', 'Enter', 'Shift'). */
export interface KeyPress {
  readonly key: string;
  /** When it was pressed (ms); when absent the scheduler's `now()` is used. Use one clock for all keys. */
  readonly time?: number;
}

export interface HardwareScanOptions {
  /** Largest pause between two keys of one scan (ms); a slower key starts over. */
  maxGapMs?: number;
  /** Fewest characters a scan has; shorter bursts are ignored. */
  minLength?: number;
}

const isControl = (codePoint: number): boolean => codePoint <= 0x1f || codePoint === 0x7f;

/** A code as typed or scanned, without control characters (\x00-\x1f, \x7f) and surrounding spaces. */
export function normaliseCode(raw: string): string {
  return Array.from(raw)
    .filter((c) => !isControl(c.codePointAt(0) ?? 0))
    .join('')
    .trim();
}

/** A key that types one visible character ('a', '7', '-', ' '), not 'Shift', 'Enter', 'ArrowLeft' or a control code. */
function isPrintable(key: string): boolean {
  const chars = Array.from(key);
  return chars.length === 1 && !isControl(key.codePointAt(0) ?? 0);
}

interface Buffer {
  readonly text: string;
  readonly lastAt: number | undefined;
  readonly done: string | undefined;
}

/**
 * A USB or Bluetooth barcode scanner acts as a keyboard: it types the code much faster than a person and ends with
 * Enter. This turns key presses into scanned codes: printable keys each at most `maxGapMs` after the previous one,
 * then Enter, at least `minLength` characters (after `normaliseCode`). A longer pause (a person typing) starts over,
 * so typing in a field never counts as a scan; keys like 'Shift' are ignored; Enter alone or a short burst emits
 * nothing. Each subscriber has its own buffer.
 */
export function hardwareScans(
  keys$: Observable<KeyPress>,
  { maxGapMs = 50, minLength = 4 }: HardwareScanOptions = {},
  scheduler: SchedulerLike = asyncScheduler,
): Observable<string> {
  const empty: Buffer = { text: '', lastAt: undefined, done: undefined };
  return keys$.pipe(
    scan((buf: Buffer, press: KeyPress): Buffer => {
      const at = press.time ?? scheduler.now();
      const text = buf.lastAt !== undefined && at - buf.lastAt > maxGapMs ? '' : buf.text;
      if (press.key === 'Enter') {
        const code = normaliseCode(text);
        return { ...empty, done: code.length >= minLength ? code : undefined };
      }
      if (!isPrintable(press.key)) return { ...buf, text, done: undefined };
      return { text: text + press.key, lastAt: at, done: undefined };
    }, empty),
    map((buf) => buf.done),
    filter((code): code is string => code !== undefined),
  );
}

/** Key presses from DOM keydown events on `target` (e.g. `document`), for `hardwareScans`; listens only while subscribed. */
export function keydownEvents(target: EventTarget): Observable<KeyPress> {
  return fromEvent(target, 'keydown').pipe(
    filter((e): e is KeyboardEvent => typeof (e as Partial<KeyboardEvent>).key === 'string'),
    map((e): KeyPress => ({ key: e.key })),
  );
}

/** A field that takes typing itself (its own submit handles a scan's Enter). */
function isTextField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable));
}

/**
 * Bursts read from keydown events (`hardwareScans`, with the events' own times, so a page busy for a moment does not
 * split a burst). The Enter that ends a burst is kept from doing what it would do: press the focused button, or
 * submit the field's form as typed text.
 */
function burstsOf(keydowns$: Observable<KeyboardEvent>, { maxGapMs = 50, minLength = 4 }: HardwareScanOptions): Observable<string> {
  const burst = { count: 0, last: Number.NEGATIVE_INFINITY };
  const keys = keydowns$.pipe(
    tap((e) => {
      const gap = e.timeStamp - burst.last;
      if (e.key.length === 1) {
        burst.count = gap <= maxGapMs ? burst.count + 1 : 1;
        burst.last = e.timeStamp;
      } else if (e.key === 'Enter') {
        if (burst.count >= minLength && gap <= maxGapMs) e.preventDefault();
        burst.count = 0;
      }
    }),
    map((e): KeyPress => ({ key: e.key, time: e.timeStamp })),
  );
  return hardwareScans(keys, { maxGapMs, minLength });
}

/** Codes a hardware scanner types while the focus is not in a text field (on a button, or nowhere). */
export function scansOutsideFields(target: EventTarget, options: HardwareScanOptions = {}): Observable<string> {
  return burstsOf(fromEvent<KeyboardEvent>(target, 'keydown').pipe(filter((e) => !isTextField(e.target))), options);
}

/**
 * Codes a hardware scanner types into `field` (a scan field with the focus): a burst there is a scan, not typing, so
 * it takes the scan's path instead of the field's own rule (the QR read into the one-time code field). The keys a
 * person types at a person's pace stay typing, and their Enter submits the field as before. The burst's characters
 * were typed into the field too: the caller clears them.
 */
export function scansInField(field: EventTarget, options: HardwareScanOptions = {}): Observable<string> {
  return burstsOf(fromEvent<KeyboardEvent>(field, 'keydown'), options);
}
