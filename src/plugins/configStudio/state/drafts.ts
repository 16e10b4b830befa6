// The studio's drafts live under a prefix of their own, apart from every key the portal uses: editing config here
// never changes what the operator's portal in another tab reads.
const PREFIX = 'configStudio.draft:';

/** Minimal storage, so tests can pass a Map-backed one. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Edited texts of config files (path relative to config/), kept in this browser until discarded. */
export interface StudioDrafts {
  get(file: string): string | null;
  /** Keeps `text` as the file's draft; the served text itself is no draft (the draft is dropped). */
  set(file: string, text: string, served: string | null): void;
  discard(file: string): void;
  files(): string[];
}

export function studioDrafts(storage: DraftStorage | null = safeLocalStorage()): StudioDrafts {
  const memory = new Map<string, string>();
  const get = (file: string) => memory.get(file) ?? storage?.getItem(PREFIX + file) ?? null;
  const discard = (file: string) => {
    memory.delete(file);
    storage?.removeItem(PREFIX + file);
  };
  return {
    get,
    set(file, text, served) {
      if (text === served) {
        discard(file);
        return;
      }
      memory.set(file, text);
      try {
        storage?.setItem(PREFIX + file, text);
      } catch {
        // Storage full or refused: the draft stays in this tab only.
      }
    },
    discard,
    files() {
      if (!storage) return [...memory.keys()];
      const out: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(PREFIX)) out.push(key.slice(PREFIX.length));
      }
      return out.sort();
    },
  };
}

function safeLocalStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
