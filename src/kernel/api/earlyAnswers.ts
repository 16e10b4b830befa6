import type { QueryParams } from './shapes';

/** An answer older than this is not handed out: the page asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

const asked = new Map<string, { at: number; answer: Promise<unknown> }>();

/** One key for a path and its parameters, whatever their order. */
export function earlyKey(path: string, params?: QueryParams): string {
  if (!params) return path;
  const sorted = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(sorted.map(([k, v]) => [k, String(v)]));
  return `${path}?${query.toString()}`;
}

/** Keeps an early answer for one `takeEarly` of the same GET. */
export function keepEarly(path: string, params: QueryParams | undefined, answer: Promise<unknown>, at: number): void {
  answer.catch(() => undefined);
  asked.set(earlyKey(path, params), { at, answer });
}

/**
 * The early answer to this GET, once, when one was asked within the last 30 s; undefined otherwise. Apart from the
 * asking (early.ts), so every page's API calls carry only this.
 */
export function takeEarly(path: string, params?: QueryParams, now: () => number = Date.now): Promise<unknown> | undefined {
  const key = earlyKey(path, params);
  const entry = asked.get(key);
  if (!entry) return undefined;
  asked.delete(key);
  return now() - entry.at <= EARLY_ANSWER_MAX_AGE_MS ? entry.answer : undefined;
}
