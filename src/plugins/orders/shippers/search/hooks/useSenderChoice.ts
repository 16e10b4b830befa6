/**
 * "Select as sender": decides with the order session what selecting means (senderChoice.ts), stores the shipper
 * as the sender of the post (or pack) order and takes the operator to the new-order page, or holds the choice for
 * the operator to confirm in a dialog.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { allowsNamed, routePath, usePortal } from '@kernel';
import type { Shipper } from '../../../api/types';
import { SESSION_TYPE_GATES } from '../../../model/sessionRules';
import { orderSession } from '../../../state/orderSession';
import { useOrderSession } from '../../../state/useOrderSession';
import { decideSender, senderTarget, type SenderDecision, type SenderKind } from '../model/senderChoice';

export type PendingChoice = { shipper: Shipper; decision: Extract<SenderDecision, { kind: 'replace' | 'conflict' }> };

/** Stores the sender; a session with no type yet becomes an order of that kind, started now. */
export function storeSender(shipper: Shipper, kind: SenderKind): void {
  if (orderSession.currentSession === null) {
    orderSession.currentSession = kind;
    orderSession.startNewOrder = new Date().toISOString();
  }
  const draft = kind === 'PACK' ? orderSession.packOrder : orderSession.postOrder;
  // A plain copy: the page's list and the session must not share objects.
  draft.senderDetails = structuredClone(shipper);
}

export function useSenderChoice() {
  const portal = usePortal();
  const navigate = useNavigate();
  const { snap } = useOrderSession();
  const [pending, setPending] = useState<PendingChoice | null>(null);
  const target = senderTarget(allowsNamed(SESSION_TYPE_GATES.POST, portal.gate), allowsNamed(SESSION_TYPE_GATES.PACK, portal.gate));
  const newOrderPath = routePath('newOrder');
  const revamp = portal.dp?.isShipperDropOffRevampEnabled === true;
  const type = snap.currentSession;
  // Post and pack orders live on the new-order page; sends, returns and bulk posts on the drop-off page.
  const inProgressPath = type === 'POST' || type === 'PACK' ? newOrderPath : routePath(revamp ? 'sendParcelV2' : 'sendParcel');

  const use = useCallback((shipper: Shipper, kind: SenderKind) => {
    storeSender(shipper, kind);
    setPending(null);
    if (newOrderPath) navigate(newOrderPath);
  }, [navigate, newOrderPath]);

  const choose = useCallback((shipper: Shipper) => {
    const decision = decideSender(shipper, {
      currentSession: orderSession.currentSession,
      postSender: orderSession.postOrder.senderDetails,
      packSender: orderSession.packOrder.senderDetails,
    }, target);
    if (decision.kind === 'go') use(shipper, decision.target);
    else if (decision.kind !== 'none') setPending({ shipper, decision });
  }, [target, use]);

  return {
    /** False where the point may start neither a post nor a pack order (no select button then). */
    canSelect: target !== null && newOrderPath !== null,
    pending,
    inProgressPath,
    choose,
    use,
    cancel: () => setPending(null),
  };
}
