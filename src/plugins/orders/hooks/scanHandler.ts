import { isPortalError, logEvent, type CountryConfig, type GateContext, type Translate } from '@kernel';
import type { ScanVerdict } from '@ui';
import { lookUpScan } from '../api/orderApi';
import type { ScanLookup } from '../api/types';
import { newParcel, type ScannedParcel, type SessionType } from '../model/parcel';
import { classifyScan, refuseScan, sessionTypeAllowed } from '../model/sessionRules';
import { orderSession, resetSession, sessionIds } from '../state/orderSession';

function scannedParcel(code: string, lookup: ScanLookup): ScannedParcel {
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

/** Adds a scanned or typed code to the session by the rules of part 1 §4, and says what happened. */
export async function handleScan(code: string, ctx: ScanContext): Promise<ScanVerdict> {
  const { t } = ctx;
  let lookup: ScanLookup;
  try {
    lookup = await lookUpScan(code);
  } catch (e) {
    if (isPortalError(e) && e.status === 404) return { ok: false, message: t('orders.parcel_incorrect') };
    if (isPortalError(e)) return { ok: false, message: e.message ?? t(e.messageId ?? 'something_went_wrong') };
    return { ok: false, message: t('something_went_wrong') };
  }
  const type = classifyScan(lookup);
  const refusal = refuseScan(code, type, { type: orderSession.currentSession, ids: sessionIds() }, (x: SessionType) => sessionTypeAllowed(x, ctx.gate));
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
