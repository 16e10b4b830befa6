/**
 * "Select as sender": decides with the order session what selecting means (senderChoice.ts), has orders store the
 * shipper as the sender of the post (or pack) order (the order sender service) and takes the operator to the
 * new-order page, or holds the choice for the operator to confirm in a dialog.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { allowsNamed, routePath, usePortal, useService } from '@kernel';
import { ORDER_SENDER, type OrderSender, type Shipper } from '@services';
import { decideSender, senderTarget, type SenderDecision, type SenderKind } from '../model/senderChoice';

export type PendingChoice = { shipper: Shipper; decision: Extract<SenderDecision, { kind: 'replace' | 'conflict' }> };

const noSubscription = () => () => undefined;

/** The type of the order in progress, kept current; null until the service has loaded. */
function useCurrentSession(sender: OrderSender | undefined) {
  return useSyncExternalStore(sender?.subscribe ?? noSubscription, () => sender?.view().currentSession ?? null);
}

export function useSenderChoice() {
  const portal = usePortal();
  const navigate = useNavigate();
  const { service: sender } = useService(ORDER_SENDER);
  const type = useCurrentSession(sender);
  const [pending, setPending] = useState<PendingChoice | null>(null);
  const target = sender ? senderTarget(allowsNamed(sender.gates.POST, portal.gate), allowsNamed(sender.gates.PACK, portal.gate)) : null;
  const newOrderPath = routePath('newOrder');
  const revamp = portal.dp?.isShipperDropOffRevampEnabled === true;
  // Post and pack orders live on the new-order page; sends, returns and bulk posts on the drop-off page.
  const inProgressPath = type === 'POST' || type === 'PACK' ? newOrderPath : routePath(revamp ? 'sendParcelV2' : 'sendParcel');

  const use = useCallback((shipper: Shipper, kind: SenderKind) => {
    sender?.store(shipper, kind);
    setPending(null);
    if (newOrderPath) navigate(newOrderPath);
  }, [navigate, newOrderPath, sender]);

  const choose = useCallback((shipper: Shipper) => {
    if (!sender) return;
    const decision = decideSender(shipper, sender.view(), target);
    if (decision.kind === 'go') use(shipper, decision.target);
    else if (decision.kind !== 'none') setPending({ shipper, decision });
  }, [sender, target, use]);

  return {
    /** False where the point may start neither a post nor a pack order (no select button then), and while orders' part loads. */
    canSelect: target !== null && newOrderPath !== null,
    pending,
    inProgressPath,
    choose,
    use,
    cancel: () => setPending(null),
  };
}
