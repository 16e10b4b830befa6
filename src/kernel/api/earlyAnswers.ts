import type { QueryParams } from './shapes';

/** An answer older than this is not handed out: the page asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

const asked = new Map<string, { at: number; answer: Promise<unknown> }>();

/** A GET's parameters as the client sends them (requestParts.ts `queryOf`): a plain object, or repeated keys. */
export type EarlyParams = QueryParams | URLSearchParams;

/** The parameters as name and value pairs, in the order they are sent. */
export function earlyPairs(params: EarlyParams): [string, string][] {
  return params instanceof URLSearchParams ? [...params] : Object.entries(params).map(([k, v]) => [k, String(v)]);
}

/**
 * One key for a path and its parameters, whatever the order of their names; a repeated name's values keep their
 * order (`filter=a&filter=b` is not `filter=b&filter=a` to a server either).
 */
export function earlyKey(path: string, params?: EarlyParams): string {
  if (!params) return path;
  // Array sort is stable: only the names are ordered.
  const sorted = earlyPairs(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(sorted);
  return `${path}?${query.toString()}`;
}

/** Keeps an early answer for one `takeEarly` of the same GET. */
export function keepEarly(path: string, params: EarlyParams | undefined, answer: Promise<unknown>, at: number): void {
  answer.catch(() => undefined);
  asked.set(earlyKey(path, params), { at, answer });
}

/**
 * The early answer to this GET, once, when one was asked within the last 30 s; undefined otherwise. Apart from the
 * asking (early.ts), so every page's API calls carry only this.
 */
export function takeEarly(path: string, params?: EarlyParams, now: () => number = Date.now): Promise<unknown> | undefined {
  const key = earlyKey(path, params);
  const entry = asked.get(key);
  if (!entry) return undefined;
  asked.delete(key);
  return now() - entry.at <= EARLY_ANSWER_MAX_AGE_MS ? entry.answer : undefined;
}
