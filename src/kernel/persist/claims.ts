import { defineDraft } from './drafts';
import { readShared, writeShared } from './sharedStore';
import { withTabLock } from './tabLock';

/**
 * Ids a tab has taken for an action that must happen once (lodging a parcel in), shared by every tab of the
 * operator at the point. A tab claims ids before it acts; ids another tab holds are refused to it. A claim lapses
 * after `holdMs`, so a tab closed mid-action does not block the ids for ever.
 */
export interface Claims {
  /** Takes the ids nobody holds; `taken` are those another tab (or an earlier call here) still holds. */
  claim(ids: readonly string[]): Promise<{ granted: string[]; taken: string[] }>;
  /** Gives ids back (the action failed for them, so they may be tried again). */
  release(ids: readonly string[]): Promise<void>;
}

type Held = Record<string, number>;

function isHeld(v: unknown): v is Held {
  return !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((t) => typeof t === 'number');
}

export function defineClaims(spec: { name: string; holdMs: number; now?: () => number }): Claims {
  const draft = defineDraft<Held>({ name: `claims.${spec.name}`, version: 1, validate: (v) => (isHeld(v) ? v : null) });
  const now = spec.now ?? Date.now;
  // Read, change and write inside the lock, in a store every tab reads the same at once (sharedStore.ts): another
  // tab's claim made a moment ago is always seen.
  const update = <T>(change: (held: Held, at: number) => T): Promise<T> | null => {
    const key = draft.key();
    if (!key) return null;
    return withTabLock(`portal.${key}`, async () => {
      const at = now();
      const stored = await readShared(key);
      const held: Held = Object.fromEntries(Object.entries(isHeld(stored) ? stored : {}).filter(([, until]) => until > at));
      const result = change(held, at);
      await writeShared(key, Object.keys(held).length > 0 ? held : undefined);
      return result;
    });
  };
  return {
    async claim(ids) {
      const unique = [...new Set(ids)];
      const result = update((held, at) => {
        const taken = unique.filter((id) => id in held);
        const granted = unique.filter((id) => !(id in held));
        for (const id of granted) held[id] = at + spec.holdMs;
        return { granted, taken };
      });
      // Nobody logged in: nothing to share with, and nothing to protect.
      return result ?? { granted: unique, taken: [] };
    },
    async release(ids) {
      await update((held) => { for (const id of ids) delete held[id]; });
    },
  };
}
