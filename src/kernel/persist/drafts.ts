import { proxy } from 'valtio';
import { logEvent } from '../eventLogHook';
import { session } from '../session/store';

/**
 * `operator`: kept for the logged-in user at the logged-in point, and removed at log-out, so the next operator on
 * the same browser never sees the last one's parcels. `device`: a preference of this browser (a camera choice).
 */
export type DraftScope = 'operator' | 'device';

/** One kind of draft: its name, the shape's version, and how to check a stored value. */
export interface DraftSpec<T> {
  name: string;
  /** Bump it when the shape changes: a draft of another version is dropped, not misread. */
  version: number;
  /** The value if it has the shape, else null (then it is dropped with a notice). */
  validate: (value: unknown) => T | null;
  scope?: DraftScope;
  /** `session`: only this tab, gone when it closes (large or sensitive values). */
  storage?: 'local' | 'session';
}

export interface Draft<T> {
  /** The storage key of the current scope; null when nobody is logged in (an operator draft then has no home). */
  key(): string | null;
  /**
   * Who the draft belongs to now: changes with the operator, the point, and each log-out that cleared the drafts.
   * A store that keeps a live copy in memory reloads when it changes.
   */
  owner(): string | null;
  /** The stored value; undefined when there is none, or it was broken or old (dropped, the operator told). */
  load(): T | undefined;
  save(value: T): void;
  clear(): void;
  /**
   * Calls `onChange` when another tab of this browser writes or removes the draft (the storage event: never for
   * this tab's own writes). Returns the function that stops watching.
   */
  watch(onChange: () => void): () => void;
}

const PREFIX = 'portal.draft.';

// Each chosen log-out starts a new generation: a live copy kept from before it must not come back.
let generation = 0;

/** Drafts dropped since the shell last showed them: the shell says so once, in the operator's language. */
export const droppedDrafts = proxy<{ names: string[] }>({ names: [] });

function store(kind: 'local' | 'session'): Storage | null {
  try {
    const s = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return s ?? null;
  } catch {
    // Blocked storage (private modes): drafts then live only as long as the page.
    return null;
  }
}

type ScopeInfo = Pick<NonNullable<typeof session.loginInfo>, 'username' | 'oauthEmail' | 'dpUserId' | 'dpId'>;

/**
 * Who is at the counter: `user@point`, or null when logged out. The user is the login name, or for a single sign-on
 * user (no login name) their e-mail, else their user id; anything kept per operator (drafts, queues, copies, a
 * plugin's cache in memory) is keyed by it.
 */
export function operatorScope(): string | null {
  return scopeOf(session.loginInfo);
}

/** The scope of a login: a hook passes its snapshot's, so it redraws only when the operator or the point changes. */
export function scopeOf(info: ScopeInfo | null | undefined): string | null {
  if (!info) return null;
  const user = (info.username ?? info.oauthEmail ?? `user-${info.dpUserId ?? 'unknown'}`).toLowerCase();
  return `${encodeURIComponent(user)}@${info.dpId}`;
}

/**
 * The stored value of the operator's draft `name` (in local storage) when kept at `version`, else undefined: read as
 * it is, nothing dropped or logged (a cold start's frame asks before the draft's owner has loaded to check it).
 */
export function peekDraft(name: string, version: number): unknown {
  const scope = operatorScope();
  const raw = scope ? store('local')?.getItem(`${PREFIX}${scope}.${name}`) : null;
  if (raw == null) return undefined;
  const read = unwrap(raw, version);
  return typeof read === 'string' ? undefined : read.value;
}

/** A stored draft's value, or why it cannot be read: the one reading of the stored form, `{ v, value }`. */
function unwrap(raw: string, version: number): { value: unknown } | 'unreadable' | 'oldVersion' {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 'unreadable';
  }
  const wrapper = parsed as { v?: unknown; value?: unknown } | null;
  return wrapper && typeof wrapper === 'object' && wrapper.v === version ? { value: wrapper.value } : 'oldVersion';
}

/** A draft kept across reloads: scoped, versioned and checked on load. */
export function defineDraft<T>(spec: DraftSpec<T>): Draft<T> {
  const storage = () => store(spec.storage ?? 'local');
  const key = () => {
    if (spec.scope === 'device') return `${PREFIX}device.${spec.name}`;
    const scope = operatorScope();
    return scope ? `${PREFIX}${scope}.${spec.name}` : null;
  };
  const drop = (k: string, reason: 'unreadable' | 'oldVersion' | 'invalid') => {
    storage()?.removeItem(k);
    logEvent('draftDropped', { name: spec.name, reason });
    if (!droppedDrafts.names.includes(spec.name)) droppedDrafts.names.push(spec.name);
  };
  return {
    key,
    owner() {
      const k = key();
      return k && `${k}#${generation}`;
    },
    load() {
      const k = key();
      const raw = k ? storage()?.getItem(k) : null;
      if (!k || raw == null) return undefined;
      const read = unwrap(raw, spec.version);
      if (typeof read === 'string') {
        drop(k, read);
        return undefined;
      }
      const value = spec.validate(read.value);
      if (value === null) {
        drop(k, 'invalid');
        return undefined;
      }
      return value;
    },
    save(value) {
      const k = key();
      if (!k) return;
      try {
        const json = JSON.stringify({ v: spec.version, value });
        // An unchanged value is not written again: other tabs hear only real changes.
        if (storage()?.getItem(k) === json) return;
        storage()?.setItem(k, json);
      } catch {
        // Storage full or blocked: the flow still works, it just will not survive a reload; an older value stored
        // under the key would come back instead of this one, so it goes.
        storage()?.removeItem(k);
      }
    },
    clear() {
      const k = key();
      if (k) storage()?.removeItem(k);
    },
    watch(onChange) {
      if (typeof window === 'undefined') return () => undefined;
      const listener = (e: StorageEvent) => {
        const k = key();
        if (k && e.key === k && e.storageArea === storage()) onChange();
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}

/** Log-out: every draft of this user at this point goes, in both storages. */
export function clearOperatorDrafts(): void {
  generation += 1;
  const scope = operatorScope();
  if (!scope) return;
  for (const s of [store('local'), store('session')]) {
    if (!s) continue;
    const mine = Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => k?.startsWith(`${PREFIX}${scope}.`) === true);
    for (const k of mine) s.removeItem(k);
  }
}
