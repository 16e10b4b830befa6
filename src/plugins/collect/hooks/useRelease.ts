// Handing the scanned parcels over: one release call (never two at once), the flow's state after it, the event log.
import { useCallback, useRef, useState } from 'react';
import { logEvent, normalizeError, usePortal, useRouteNavigate, type PortalError } from '@kernel';
import { releaseParcels } from '../api/collectApi';
import type { ReleaseLine } from '../api/types';
import { codTotal, releasedState, scannedParcels, type CollectState } from '../model/steps';
import { currentCollect, setCollect } from '../state/collectStore';

export interface ReleaseRun {
  busy: boolean;
  /** Why the last release failed; the scanned parcels stay. */
  failure: PortalError | null;
  release: () => Promise<void>;
}

/** The release body: every scanned parcel, to the verified customer, with the cash taken for each COD one. */
export function releaseLines(state: CollectState): ReleaseLine[] {
  const to = state.customer?.name ?? '';
  return scannedParcels(state).map((p) => ({ tracking_id: p.trackingId, released_to: to, cod_collected: p.isCod ? p.codAmount : null }));
}

export function useRelease(): ReleaseRun {
  const portal = usePortal();
  const navigate = useRouteNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PortalError | null>(null);
  const inFlight = useRef(false);

  const release = useCallback(async () => {
    const state = currentCollect();
    const dpId = portal.dp?.id;
    if (inFlight.current || dpId === undefined || state.scanned.length === 0) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    const lines = releaseLines(state);
    try {
      const released = await releaseParcels(dpId, { orders: lines });
      const at = released[0]?.released_at ?? new Date().toISOString();
      const releasedTo = lines[0]?.released_to ?? '';
      const currency = portal.country.currency.code;
      for (const line of lines) {
        logEvent('collectReleased', { trackingId: line.tracking_id, releasedTo: line.released_to, codCollected: line.cod_collected, currency });
      }
      setCollect(releasedState(currentCollect(), { trackingIds: lines.map((l) => l.tracking_id), releasedTo, codTotal: codTotal(state), at }));
      navigate('customerCollectSuccess');
    } catch (e) {
      setFailure(normalizeError(e));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [portal, navigate]);

  return { busy, failure, release };
}
