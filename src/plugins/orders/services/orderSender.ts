import { subscribe } from 'valtio';
import { session } from '@kernel';
import type { OrderSender } from '@services';
import type { OrderSessionState } from '../model/sessionState';
import { SESSION_TYPE_GATES } from '../model/sessionRules';
import { attachDraft, needsAttach, orderSession } from '../state/orderSession';

/** The logged-in point's session, restored from its draft first as the order pages do (else a page opened next would restore over it). */
function current(): OrderSessionState {
  const dpId = session.dpInfo?.id;
  if (dpId !== undefined && needsAttach(dpId)) attachDraft(dpId);
  return orderSession;
}

/** The sender of the post or pack order in progress, as shipper search sets it ("Select as sender", part 1 §4). */
export const orderSender: OrderSender = {
  view: () => {
    const s = current();
    return { currentSession: s.currentSession, postSender: s.postOrder.senderDetails, packSender: s.packOrder.senderDetails };
  },
  subscribe: (onChange) => subscribe(orderSession, onChange),
  store(shipper, kind) {
    const s = current();
    if (s.currentSession === null) {
      s.currentSession = kind;
      s.startNewOrder = new Date().toISOString();
    }
    const draft = kind === 'PACK' ? s.packOrder : s.postOrder;
    // A plain copy: the caller's list and the session must not share objects.
    draft.senderDetails = structuredClone(shipper);
  },
  gates: { POST: SESSION_TYPE_GATES.POST, PACK: SESSION_TYPE_GATES.PACK },
};
