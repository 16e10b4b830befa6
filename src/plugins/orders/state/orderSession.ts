import { proxy, snapshot, subscribe } from 'valtio';
import type { OrderDraft, ParcelForm, ScannedParcel, SessionType } from '../model/parcel';

/** The order session of part 1 §3, kept as a draft so a reload or a crash loses nothing. */
export interface OrderSessionState {
  /** The point the draft belongs to; a draft never leaks to another point. */
  dpId: number | null;
  currentSession: SessionType | null;
  sendOrders: ScannedParcel[];
  returnOrders: ScannedParcel[];
  postOrder: OrderDraft;
  packOrder: OrderDraft;
  /** Set when a pack session was started by hand (no scanned pack id). */
  manualPack: boolean;
  bulkLodgeInStatus: { failedOrders: Array<{ barcode: string; errorMessage: string | null }>; successfulOrders: number } | null;
  generateReceiptFailed: boolean;
  startNewOrder: string | null;
  isDraft: boolean;
}

export function initialOrderSession(dpId: number | null = null): OrderSessionState {
  return {
    dpId,
    currentSession: null,
    sendOrders: [],
    returnOrders: [],
    postOrder: { parcels: [], senderDetails: null, receiptId: null },
    packOrder: { parcels: [], senderDetails: null, receiptId: null },
    manualPack: false,
    bulkLodgeInStatus: null,
    generateReceiptFailed: false,
    startNewOrder: null,
    isDraft: true,
  };
}

export const orderSession = proxy<OrderSessionState>(initialOrderSession());

export const DRAFT_KEY = 'portal.orders.draft';
const SAVE_DELAY_MS = 250;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Writes the draft now (also on pagehide, so the last keystroke survives a reload). */
export function saveDraft(): void {
  const s = storage();
  if (!s || orderSession.dpId === null) return;
  try {
    s.setItem(DRAFT_KEY, JSON.stringify({ v: 1, state: snapshot(orderSession) }));
  } catch {
    // Storage full or blocked: the session still works, it just will not survive a reload.
  }
}

function isDraftShape(v: unknown): v is { v: 1; state: OrderSessionState } {
  if (!v || typeof v !== 'object') return false;
  const d = v as { v?: unknown; state?: Partial<OrderSessionState> };
  return d.v === 1 && !!d.state && Array.isArray(d.state.sendOrders) && Array.isArray(d.state.postOrder?.parcels) && Array.isArray(d.state.packOrder?.parcels);
}

/** Replaces the session in place (valtio keeps the same proxy). */
export function replaceSession(next: OrderSessionState): void {
  Object.assign(orderSession, next);
}

let watching = false;
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * Makes the session this point's: restores its saved draft on first use (a draft of another point is dropped), then
 * saves every change shortly after it happens.
 */
export function attachDraft(dpId: number): void {
  if (orderSession.dpId !== dpId) {
    let restored: OrderSessionState | null = null;
    try {
      const raw = storage()?.getItem(DRAFT_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      if (isDraftShape(parsed) && parsed.state.dpId === dpId) restored = { ...initialOrderSession(dpId), ...parsed.state };
    } catch {
      restored = null;
    }
    replaceSession(restored ?? initialOrderSession(dpId));
  }
  if (watching) return;
  watching = true;
  subscribe(orderSession, () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => { timer = null; saveDraft(); }, SAVE_DELAY_MS);
  });
  if (typeof window !== 'undefined') window.addEventListener('pagehide', saveDraft);
}

/** Starts over (part 1 §4: resetting the session restores the initial state). */
export function resetSession(): void {
  replaceSession(initialOrderSession(orderSession.dpId));
  saveDraft();
}

/** The draft of the session's current type. */
export function currentDraft(): OrderDraft {
  return orderSession.currentSession === 'PACK' ? orderSession.packOrder : orderSession.postOrder;
}

/** Ids already in the session, for the duplicate rule. */
export function sessionIds(): string[] {
  const s = orderSession;
  const forms = (ps: ParcelForm[]) => ps.flatMap((p) => [p.stampId.id, 'packId' in p.recipient ? p.recipient.packId : ''].filter(Boolean));
  return [
    ...s.sendOrders.map((p) => p.trackingId),
    ...s.returnOrders.map((p) => p.trackingId),
    ...forms(s.postOrder.parcels),
    ...forms(s.packOrder.parcels),
  ];
}
