import type { FlagSet, FlagValue } from '../types';

const sameValue = (a: FlagValue | undefined, b: FlagValue | undefined): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/**
 * Whether two flag sets say the same. A poll that answers what the session already has must not write it: a new
 * object in the session re-renders every component that reads the portal, in one task, often while a page is drawing.
 */
export function sameFlags(a: FlagSet, b: FlagSet): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameValue(a[k], b[k]));
}
