/**
 * The recipient number lookup: once the number is complete (valid, enough digits), wait 500 ms for the operator to
 * stop typing, then ask for the number's saved consignees. One is filled in; two or more are offered as a list.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ConsigneeChoice } from './widgets/consignee/choice';
import { digitCount, normalisePhone, phoneProblem, withPrefix } from './phone';
import { TEXT_COMMIT_IDLE_MS } from './deferredText';

/** From the last key: the number reaches the form after TEXT_COMMIT_IDLE_MS, the lookup waits the rest. */
export const SEARCH_PAUSE_MS = 500;
export const SEARCH_DELAY_MS = Math.max(0, SEARCH_PAUSE_MS - TEXT_COMMIT_IDLE_MS);

export interface ConsigneeSearchOptions {
  /** Off for forms without the lookup (pack, send) or without a search function. */
  enabled: boolean;
  contact: string;
  prefix: string;
  minDigits: number;
  /** A saved consignee is already picked: the number it came with is not looked up again. */
  hasConsignee: boolean;
  search: ((contact: string) => Promise<ConsigneeChoice[]>) | undefined;
  onSingle: (choice: ConsigneeChoice) => void;
  /** The number changed away from the one looked up (the picked consignee no longer belongs to it). */
  onNumberChanged: () => void;
}

export function useConsigneeSearch(o: ConsigneeSearchOptions) {
  const [choices, setChoices] = useState<readonly ConsigneeChoice[]>([]);
  const [status, setStatus] = useState<'idle' | 'searching' | 'failed'>('idle');
  const number = normalisePhone(o.contact, o.prefix);
  const complete = o.enabled && phoneProblem(number) === null && digitCount(number) >= o.minDigits;
  // The number last looked up; at start, the one a saved consignee came with.
  const searched = useRef<string | null>(o.hasConsignee && complete ? number : null);
  const callbacks = useRef(o);
  useEffect(() => { callbacks.current = o; });

  useEffect(() => {
    if (!complete) {
      if (searched.current !== null) callbacks.current.onNumberChanged();
      searched.current = null;
      setChoices([]);
      setStatus('idle');
      return;
    }
    if (number === searched.current) return;
    let live = true;
    // The lookup starts and ends while the operator types the next field: its state changes are transitions, which
    // React renders in slices with keystrokes let through in between.
    const timer = setTimeout(() => {
      if (searched.current !== null) callbacks.current.onNumberChanged();
      searched.current = number;
      startTransition(() => {
        setChoices((c) => (c.length === 0 ? c : []));
        setStatus('searching');
      });
      const search = callbacks.current.search;
      if (!search) return;
      search(withPrefix(number, o.prefix)).then(
        (found) => {
          if (!live) return;
          if (found.length === 1 && found[0]) callbacks.current.onSingle(found[0]);
          startTransition(() => {
            setStatus('idle');
            setChoices((c) => (found.length > 1 ? found : c.length === 0 ? c : []));
          });
        },
        () => live && startTransition(() => setStatus('failed')),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [complete, number, o.prefix]);

  /** Hides the list (the operator cleared the consignee): the same number is not looked up again. */
  const dismiss = useCallback(() => setChoices([]), []);
  return { choices, status, dismiss };
}
