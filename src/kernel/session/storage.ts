import { parseJsonSafely } from '../config/safeJson';

/** Local storage keys the portal persists (spec: login info, partner info and locale survive resets). */
export const STORAGE_KEYS = {
  loginInfo: 'dp.loginInfo',
  partnerInfo: 'dp.partnerInfo',
  locale: 'dp.locale',
  outdated: 'dp.outdatedVersion',
  version: 'dp.version',
} as const;

export function readStored<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    if (text === null) return null;
    return parseJsonSafely(text).value as T;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the session still works, it just is not remembered.
  }
}
