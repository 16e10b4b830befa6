/**
 * The search page's state: the field, the mode, the last search and its results (remembered for the way back),
 * the search in flight, the server error, and setting a default shipper (PUT 2.1/shippers/{id}/default).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isPortalError, normalizeError, type PortalError } from '@kernel';
import { setDefaultShipper } from '../../api/shipperApi';
import type { Shipper } from '@services';
import { classifyQuery, modeOf, type SearchMode } from '../model/query';
import { readMemory, writeMemory, EMPTY_MEMORY, type SearchMemory } from '../state/searchMemory';
import { runSearch } from './searchCalls';

const asPortalError = (e: unknown): PortalError => (isPortalError(e) ? e : normalizeError(e));

export interface ShipperSearch extends SearchMemory {
  /** The mode in effect: the operator's choice, else the input's shape. */
  effectiveMode: SearchMode;
  /** The message id shown on the field: the input's problem or the last search's no-result. */
  fieldProblem: string | null;
  searching: boolean;
  searchError: PortalError | null;
  /** The shipper whose default call is in flight, and the last such call's failure. */
  defaulting: number | null;
  defaultError: { shipperId: number; error: PortalError } | null;
  setInput: (value: string) => void;
  setMode: (mode: SearchMode) => void;
  /** Searches the field's text, or `text` put into the field (a scanned code, its shape deciding the mode). */
  search: (text?: string) => Promise<boolean>;
  makeDefault: (shipper: Shipper) => Promise<boolean>;
}

export function useShipperSearch(prefix: string, owner: string | null): ShipperSearch {
  const [remembered] = useState<SearchMemory>(() => (owner ? readMemory(owner) : EMPTY_MEMORY));
  const [memory, setMemory] = useState<SearchMemory>(remembered);
  const [inputProblem, setInputProblem] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<PortalError | null>(null);
  const [defaulting, setDefaulting] = useState<number | null>(null);
  const [defaultError, setDefaultError] = useState<ShipperSearch['defaultError']>(null);
  // Only the newest search may write its answer (a slow older one must not replace it).
  const latest = useRef(0);

  useEffect(() => {
    if (owner) writeMemory(owner, memory);
  }, [owner, memory]);

  // Coming back to remembered results: refresh them quietly (a shipper made default or created elsewhere shows).
  useEffect(() => {
    const last = remembered.last;
    if (!last || last.results.length === 0) return;
    const ticket = ++latest.current;
    runSearch(last.query).then(
      (fresh) => { if (ticket === latest.current) setMemory((m) => ({ ...m, last: fresh })); },
      () => { /* The remembered list stays; the operator can search again. */ },
    );
  }, [remembered]);

  const effectiveMode = memory.mode ?? modeOf(memory.input);

  const setInput = useCallback((value: string) => {
    setInputProblem(null);
    // Clearing the field hands the mode back to the input's shape.
    setMemory((m) => ({
      ...m,
      input: value,
      mode: value.trim() === '' ? null : m.mode,
      last: m.last && m.last.problem ? { ...m.last, problem: null } : m.last,
    }));
  }, []);

  const setMode = useCallback((mode: SearchMode) => {
    setInputProblem(null);
    setMemory((m) => ({ ...m, mode }));
  }, []);

  const search = useCallback(async (text?: string) => {
    if (text !== undefined) setMemory((m) => ({ ...m, input: text, mode: null }));
    const raw = text ?? memory.input;
    const query = classifyQuery(raw, text !== undefined ? modeOf(raw) : memory.mode ?? modeOf(raw), prefix);
    setSearchError(null);
    setDefaultError(null);
    if (query.kind === 'problem') {
      setInputProblem(query.messageId);
      return false;
    }
    setInputProblem(null);
    const ticket = ++latest.current;
    // Part 1 §4: fetching clears the list first; a failure leaves it empty.
    setMemory((m) => ({ ...m, last: null }));
    setSearching(true);
    try {
      const last = await runSearch(query);
      if (ticket !== latest.current) return false;
      setMemory((m) => ({ ...m, last }));
      return last.results.length > 0;
    } catch (e) {
      if (ticket === latest.current) setSearchError(asPortalError(e));
      return false;
    } finally {
      if (ticket === latest.current) setSearching(false);
    }
  }, [memory.input, memory.mode, prefix]);

  const makeDefault = useCallback(async (shipper: Shipper) => {
    setDefaulting(shipper.id);
    setDefaultError(null);
    try {
      await setDefaultShipper(shipper.id);
      // The point has one default: the badge moves to this shipper (part 1 §4: the list is marked updated).
      setMemory((m) => (m.last ? { ...m, last: { ...m.last, results: m.last.results.map((s) => ({ ...s, isDefault: s.id === shipper.id })) } } : m));
      return true;
    } catch (e) {
      setDefaultError({ shipperId: shipper.id, error: asPortalError(e) });
      return false;
    } finally {
      setDefaulting(null);
    }
  }, []);

  return {
    ...memory,
    effectiveMode,
    fieldProblem: inputProblem ?? memory.last?.problem ?? null,
    searching,
    searchError,
    defaulting,
    defaultError,
    setInput,
    setMode,
    search,
    makeDefault,
  };
}
