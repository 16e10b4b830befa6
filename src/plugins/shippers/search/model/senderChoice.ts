/**
 * What "Select as sender" does, given the order session (part 1 §4: selecting stores the shipper as the sender).
 * The shipper becomes the sender of a post order, or of a pack order where the point may not create post orders
 * (as the new-order page starts one). An order already in progress is never dropped: the same kind with another
 * sender asks before replacing it; another kind is explained, and its page offered instead.
 */
import type { OrderSenderView, SenderKind, SessionType, Shipper } from '@services';

export type { SenderKind };

export type SenderDecision =
  /** The point may start neither a post nor a pack order. */
  | { kind: 'none' }
  /** Nothing to lose: store the sender and go to the order. */
  | { kind: 'go'; target: SenderKind }
  /** The order in progress has another sender: ask first. */
  | { kind: 'replace'; target: SenderKind; current: Shipper }
  /** Another kind of order is in progress; `usable` when it takes a sender too (a pack order while post is the target). */
  | { kind: 'conflict'; session: SessionType; usable: SenderKind | null };

/** The order session as choosing a sender reads it (the order sender service's view). */
export type SessionView = OrderSenderView;

export function senderTarget(canPost: boolean, canPack: boolean): SenderKind | null {
  return canPost ? 'POST' : canPack ? 'PACK' : null;
}

export function decideSender(shipper: Pick<Shipper, 'id'>, session: SessionView, target: SenderKind | null): SenderDecision {
  if (target === null) return { kind: 'none' };
  const type = session.currentSession;
  if (type === null) return { kind: 'go', target };
  if (type === target) {
    const current = target === 'PACK' ? session.packSender : session.postSender;
    return current && current.id !== shipper.id ? { kind: 'replace', target, current } : { kind: 'go', target };
  }
  return { kind: 'conflict', session: type, usable: type === 'POST' || type === 'PACK' ? type : null };
}
