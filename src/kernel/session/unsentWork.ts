/**
 * Work a flow holds and has not sent (parcels scanned and not handed over, rows not created), so a chosen log-out asks
 * first instead of dropping it. Flows register what they hold, in words of their own catalog; the kernel names no
 * flow and only asks them all when the operator chooses Log out.
 */
import { useEffect, useRef } from 'react';
import type { MessageValues } from '../i18n/intl';

/** One piece of unsent work, as a message of the flow's catalog (the kernel translates it when it asks). */
export interface UnsentWork {
  messageId: string;
  values?: MessageValues;
  /** The parcels it holds, by tracking id, when the flow knows them: the question lists them under the message. */
  ids?: readonly string[];
}

/** What a flow would lose now: nothing (null or an empty list), one piece, or several. */
export type DescribeUnsentWork = () => UnsentWork | readonly UnsentWork[] | null;

const sources = new Set<{ describe: DescribeUnsentWork }>();

/**
 * Registers a flow's unsent work for as long as it is held: a state module calls it once when it loads (the work
 * outlives the page), a page through `useUnsentWork`. Returns the stop.
 */
export function registerUnsentWork(describe: DescribeUnsentWork): () => void {
  const source = { describe };
  sources.add(source);
  return () => { sources.delete(source); };
}

/** A page's unsent work, counted while the page is mounted; `describe` is read at the moment of asking. */
export function useUnsentWork(describe: DescribeUnsentWork): void {
  const latest = useRef(describe);
  latest.current = describe;
  useEffect(() => registerUnsentWork(() => latest.current()), []);
}

/**
 * Everything every flow would lose now, in registration order. A description that throws is left out: a broken flow
 * never keeps the operator from leaving.
 */
export function unsentWork(): UnsentWork[] {
  const all: UnsentWork[] = [];
  for (const source of sources) {
    try {
      const found = source.describe();
      if (found === null) continue;
      if (Array.isArray(found)) all.push(...(found as readonly UnsentWork[]));
      else all.push(found as UnsentWork);
    } catch {
      // Leaving must stay possible whatever a flow's state is.
    }
  }
  return all;
}
