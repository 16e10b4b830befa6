import { isPortalError, isTransientError, logEvent, type CountryConfig, type GateContext, type Translate } from '@kernel';
import type { ScanVerdict } from '@ui';
import { lookUpScan } from '../api/orderApi';
import type { ScanLookup } from '../api/types';
import { newParcel, type ScannedParcel, type SessionType } from '../model/parcel';
import { classifyScan, refuseScan, SCAN_MESSAGES, sessionTypeAllowed } from '../model/sessionRules';
import { orderSession, resetSession, sessionIds } from '../state/orderSession';
import { waitingIds, waitingScans } from '../state/waitingScans';

/** The parcel a lookup found, as the session lists it. */
export function scannedParcel(code: string, lookup: ScanLookup): ScannedParcel {
  const o = lookup.order;
  return {
    trackingId: o?.tracking_id ?? code,
    orderId: o?.id ?? null,
    identifierType: lookup.identifier_type,
    shipperName: o?.shipper_name ?? null,
    shipperId: o?.shipper_id ?? null,
    globalShipperId: o?.global_shipper_id ?? null,
    toName: o?.to_name ?? null,
    toContact: o?.to_contact ?? null,
    toAddress: o?.to_address1 ?? null,
    toPostcode: o?.to_postcode ?? null,
    scannedAt: new Date().toISOString(),
  };
}

export interface ScanContext {
  t: Translate;
  gate: GateContext;
  country: CountryConfig;
  /** Called after a post or pack parcel is added: the operator goes on to the new-order page. */
  onFormParcel: (type: 'POST' | 'PACK') => void;
}

/** Keeps a code scanned while the server cannot be reached, unless it is already listed or waiting. */
async function keepOffline(code: string, t: Translate): Promise<ScanVerdict> {
  const id = code.trim().toUpperCase();
  if ([...sessionIds(), ...waitingIds()].some((x) => x.trim().toUpperCase() === id)) return { ok: false, message: t(SCAN_MESSAGES.alreadyScanned) };
  const kept = await waitingScans.add({ code: code.trim(), parcel: null });
  if (!kept) return { ok: false, message: t('something_went_wrong') };
  return { ok: true, message: t('orders.offline.kept', { id: code.trim() }) };
}

/** Adds a scanned or typed code to the session by the rules of part 1 §4, and says what happened. */
export async function handleScan(code: string, ctx: ScanContext): Promise<ScanVerdict> {
  const { t } = ctx;
  let lookup: ScanLookup;
  try {
    lookup = await lookUpScan(code);
  } catch (e) {
    // No answer: a send parcel is kept and lodged in when the network is back (a post or pack parcel needs its form).
    if (isTransientError(e) && (orderSession.currentSession === null || orderSession.currentSession === 'SEND')) return keepOffline(code, t);
    if (isPortalError(e) && e.status === 404) return { ok: false, message: t('orders.parcel_incorrect') };
    if (isPortalError(e)) return { ok: false, message: e.message ?? t(e.messageId ?? 'something_went_wrong') };
    return { ok: false, message: t('something_went_wrong') };
  }
  const type = classifyScan(lookup);
  // A parcel kept offline and waiting is as good as listed: scanning it again online must not lodge it twice.
  const refusal = refuseScan(code, type, { type: orderSession.currentSession, ids: [...sessionIds(), ...waitingIds()] }, (x: SessionType) => sessionTypeAllowed(x, ctx.gate));
  if (refusal) {
    if (refusal.reset) {
      resetSession();
      logEvent('sessionReset', { reason: refusal.messageId, code });
    }
    return { ok: false, message: t(refusal.messageId) };
  }
  const accepted = type as SessionType;
  if (orderSession.currentSession === null) {
    orderSession.currentSession = accepted;
    orderSession.startNewOrder = new Date().toISOString();
  }
  if (accepted === 'SEND') orderSession.sendOrders.push(scannedParcel(code, lookup));
  else if (accepted === 'RETURN') orderSession.returnOrders.push(scannedParcel(code, lookup));
  else if (accepted === 'POST' || accepted === 'PACK') {
    const draft = accepted === 'PACK' ? orderSession.packOrder : orderSession.postOrder;
    draft.parcels.push(newParcel(accepted, ctx.country.deliveryTypes, accepted === 'PACK' ? { packId: code.trim() } : { stampId: code.trim() }));
    ctx.onFormParcel(accepted);
  }
  return { ok: true, message: t('orders.parcel_added', { id: code.trim() }) };
}
