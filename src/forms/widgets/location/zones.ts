/**
 * The zone table of the point's country (GET 1.0/dp-zones), fetched once per country and shared by every form on
 * the page (a pack and several parcels do not each download it).
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { apiCountry, apiGet, type CountryCode } from '@kernel';
import { parseZones, type Zone } from './cascade';

export type ZonesState = { status: 'loading' } | { status: 'ready'; zones: Zone[] } | { status: 'error' };

const cache = new Map<CountryCode, Promise<Zone[]>>();
// Every form showing a country's table hears of its latest fetch: one form's successful fetch (or Retry) clears
// the 'could not be loaded' message of the others instead of leaving it up beside a working table.
const listeners = new Map<CountryCode, Set<(state: ZonesState) => void>>();

function announce(country: CountryCode, state: ZonesState): void {
  for (const listen of listeners.get(country) ?? []) listen(state);
}

function fetchZones(country: CountryCode): Promise<Zone[]> {
  let pending = cache.get(country);
  if (!pending) {
    pending = apiGet('1.0/dp-zones', { query: { system: apiCountry(country) } }).then(parseZones);
    cache.set(country, pending);
    announce(country, { status: 'loading' });
    pending.then(
      (zones) => announce(country, { status: 'ready', zones }),
      () => {
        // A failure is not kept: the next form (or Retry) asks again.
        cache.delete(country);
        announce(country, { status: 'error' });
      },
    );
  }
  return pending;
}

/** Drops the fetched tables (tests that make the server fail need a fresh fetch). */
export function forgetZones(): void {
  cache.clear();
}

/** The zones, with loading and error states; `retry` asks again after an error. Nothing is fetched when off. */
export function useZones(country: CountryCode, enabled: boolean): { zones: ZonesState; retry: () => void } {
  const [zones, setZones] = useState<ZonesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    // The table arriving redraws every form and select that shows it: drawn in slices, not in one long task. A state
    // that says what the shown one says ('loading' again as the fetch starts) keeps it and redraws nothing.
    const show = (state: ZonesState) => startTransition(() => setZones((now) => (state.status === now.status && state.status !== 'ready' ? now : state)));
    const set = listeners.get(country) ?? new Set();
    listeners.set(country, set);
    set.add(show);
    let live = true;
    fetchZones(country).then(
      (list) => live && show({ status: 'ready', zones: list }),
      () => live && show({ status: 'error' }),
    );
    return () => {
      live = false;
      set.delete(show);
    };
  }, [country, enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { zones, retry };
}
