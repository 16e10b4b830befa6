/**
 * The zone table of the point's country (GET 1.0/dp-zones), fetched once per country and shared by every form on
 * the page (a pack and several parcels do not each download it).
 */
import { useCallback, useEffect, useState } from 'react';
import { countryApi, type CountryCode } from '../../../kernel';
import { parseZones, type Zone } from './cascade';

export type ZonesState = { status: 'loading' } | { status: 'ready'; zones: Zone[] } | { status: 'error' };

const cache = new Map<CountryCode, Promise<Zone[]>>();

function fetchZones(country: CountryCode): Promise<Zone[]> {
  let pending = cache.get(country);
  if (!pending) {
    pending = countryApi()
      .then((api) => api.get<{ data: unknown }>('1.0/dp-zones', { params: { system: country } }))
      .then((res) => parseZones(res.data.data));
    // A failure is not kept: the next form (or Retry) asks again.
    pending.catch(() => cache.delete(country));
    cache.set(country, pending);
  }
  return pending;
}

/** Drops the fetched tables (tests that make the server fail need a fresh fetch). */
export function forgetZones(): void {
  cache.clear();
}

const LOADING: ZonesState = { status: 'loading' };
const FAILED: ZonesState = { status: 'error' };

/** The zones, with loading and error states; `retry` asks again after an error. Nothing is fetched when off. */
export function useZones(country: CountryCode, enabled: boolean): { zones: ZonesState; retry: () => void } {
  const [zones, setZones] = useState<ZonesState>(LOADING);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setZones(LOADING);
    fetchZones(country).then(
      (list) => live && setZones({ status: 'ready', zones: list }),
      () => live && setZones(FAILED),
    );
    return () => { live = false; };
  }, [country, enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { zones, retry };
}
