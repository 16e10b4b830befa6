// Verifying a customer: one call, its answer turned into the flow's state, the result logged and announced.
import { useCallback, useRef, useState } from 'react';
import { logEvent, normalizeError, useRouteNavigate, type PortalError } from '@kernel';
import { searchCustomer, verifyFailureId } from '../api/collectApi';
import type { CollectSearchBody } from '../api/types';
import { parcelFromWire } from '../model/parcel';
import { verified, type VerifyMethod } from '../model/steps';
import { setCollect } from '../state/collectStore';

/** A refusal: a catalog id of ours, or the server's or kernel's error (shown with errorText). */
export type VerifyRefusal = { messageId: string } | { error: PortalError };

export interface VerifyRun {
  busy: boolean;
  /** Resolves null when verified (the page then goes on to the parcels), else why not. */
  verify: (body: CollectSearchBody, method: VerifyMethod) => Promise<VerifyRefusal | null>;
}

export function useVerify(): VerifyRun {
  const navigate = useRouteNavigate();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const verify = useCallback(async (body: CollectSearchBody, method: VerifyMethod): Promise<VerifyRefusal | null> => {
    // One check at a time: a double Enter or a second scan during the call would verify twice.
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await searchCustomer(body);
      const parcels = answer.orders.map(parcelFromWire);
      setCollect(verified(answer.customer, parcels, method));
      logEvent('collectVerified', { method, outcome: 'verified', parcels: parcels.length });
      navigate('customerCollectReview');
      return null;
    } catch (e) {
      const error = normalizeError(e);
      logEvent('collectVerified', { method, outcome: 'refused', parcels: 0 });
      const id = verifyFailureId(error, method);
      return id ? { messageId: id } : { error };
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [navigate]);

  return { busy, verify };
}
