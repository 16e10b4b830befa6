import { useSnapshot } from 'valtio';
import { usePortal } from '@kernel';
import { attachDraft, needsAttach, orderSession, type OrderSessionState } from './orderSession';

/**
 * The order session of the logged-in point, restored from its draft on first use. Returns the live proxy (write to
 * it) and a snapshot (read from it in render).
 */
export function useOrderSession(): { session: OrderSessionState; snap: Readonly<OrderSessionState> } {
  const { dp } = usePortal();
  // Attaching during render is safe: it only restores state once per operator and point, before the snapshot.
  if (dp && needsAttach(dp.id)) attachDraft(dp.id);
  const snap = useSnapshot(orderSession) as Readonly<OrderSessionState>;
  return { session: orderSession, snap };
}
