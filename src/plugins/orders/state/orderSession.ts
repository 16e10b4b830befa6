import { proxy, snapshot, subscribe } from 'valtio';
import { defineDraft, draftStorage, registerUnsentWork } from '@kernel';
import { SESSION_DRAFT_ID } from './sessionDraftId';
import { unsentOrders } from '../model/unsentOrders';
import type { OrderDraft, ParcelForm } from '../model/parcel';
import { initialOrderSession, type OrderSessionState } from '../model/sessionState';

export { initialOrderSession, type OrderSessionState };

export const orderSession = proxy<OrderSessionState>(initialOrderSession());

/** Where the session was kept before drafts were scoped to the operator: removed on first use. */
const LEGACY_KEY = 'portal.orders.draft';
const SAVE_DELAY_MS = 250;

function isSessionShape(v: unknown): v is OrderSessionState {
  if (!v || typeof v !== 'object') return false;
  const d = v as Partial<OrderSessionState>;
  return Array.isArray(d.sendOrders) && Array.isArray(d.postOrder?.parcels) && Array.isArray(d.packOrder?.parcels);
}

/** The session of this operator at this point, across reloads; gone at log-out. */
export const SESSION_DRAFT = defineDraft<OrderSessionState>({
  ...SESSION_DRAFT_ID,
  validate: (v) => (isSessionShape(v) ? v : null),
});

// The draft scope (operator and point) the live session belongs to.
let attachedKey: string | null | undefined;

/** Writes the draft now (also on pagehide, so the last keystroke survives a reload). */
export function saveDraft(): void {
  if (orderSession.dpId === null || attachedKey == null || attachedKey !== SESSION_DRAFT.owner()) return;
  SESSION_DRAFT.save(snapshot(orderSession) as OrderSessionState);
}

/** Replaces the session in place (valtio keeps the same proxy). */
export function replaceSession(next: OrderSessionState): void {
  Object.assign(orderSession, next);
}

/** True when the live session is not this operator's at this point (another login, another point, a log-out). */
export function needsAttach(dpId: number): boolean {
  return orderSession.dpId !== dpId || attachedKey !== SESSION_DRAFT.owner();
}

let watching = false;
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * Makes the session this operator's at this point: restores their saved draft (nobody else's), then saves every
 * change shortly after it happens.
 */
export function attachDraft(dpId: number): void {
  if (needsAttach(dpId)) {
    draftStorage()?.removeItem(LEGACY_KEY);
    const restored = SESSION_DRAFT.load();
    replaceSession(restored && restored.dpId === dpId ? { ...initialOrderSession(dpId), ...restored } : initialOrderSession(dpId));
    attachedKey = SESSION_DRAFT.owner();
  }
  if (watching) return;
  watching = true;
  SESSION_DRAFT.watch(applyOtherTab);
  subscribe(orderSession, () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => { timer = null; saveDraft(); }, SAVE_DELAY_MS);
  });
  if (typeof window !== 'undefined') window.addEventListener('pagehide', saveDraft);
}

/**
 * Another tab of this operator at this point changed the session: this tab shows the same one, so neither lodges
 * in what the other already did. Parcels scanned here and not yet saved are kept.
 */
function applyOtherTab(): void {
  const dpId = orderSession.dpId;
  if (dpId === null || attachedKey !== SESSION_DRAFT.owner()) return;
  const stored = SESSION_DRAFT.load();
  const next = stored && stored.dpId === dpId ? { ...initialOrderSession(dpId), ...stored } : initialOrderSession(dpId);
  if (timer) {
    const known = new Set([...next.sendOrders, ...next.returnOrders].map((p) => p.trackingId));
    next.sendOrders = [...next.sendOrders, ...orderSession.sendOrders.filter((p) => !known.has(p.trackingId))];
    next.returnOrders = [...next.returnOrders, ...orderSession.returnOrders.filter((p) => !known.has(p.trackingId))];
  }
  replaceSession(next);
}

// Scanned parcels and filled-in orders of this operator's session are lost at a chosen log-out: the shell asks first.
// Not attached yet (no orders page opened since the portal loaded): the operator's stored session.
registerUnsentWork(() => {
  if (orderSession.dpId !== null && attachedKey === SESSION_DRAFT.owner()) return unsentOrders(orderSession);
  const stored = SESSION_DRAFT.load();
  return stored ? unsentOrders({ ...initialOrderSession(), ...stored }) : null;
});

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
