import { subscribe } from 'valtio';
import type { OrderSender } from '@services';
import { SESSION_TYPE_GATES } from '../model/sessionRules';
import { orderSession } from '../state/orderSession';

/** The sender of the post or pack order in progress, as shipper search sets it ("Select as sender", part 1 §4). */
export const orderSender: OrderSender = {
  view: () => ({
    currentSession: orderSession.currentSession,
    postSender: orderSession.postOrder.senderDetails,
    packSender: orderSession.packOrder.senderDetails,
  }),
  subscribe: (onChange) => subscribe(orderSession, onChange),
  store(shipper, kind) {
    if (orderSession.currentSession === null) {
      orderSession.currentSession = kind;
      orderSession.startNewOrder = new Date().toISOString();
    }
    const draft = kind === 'PACK' ? orderSession.packOrder : orderSession.postOrder;
    // A plain copy: the caller's list and the session must not share objects.
    draft.senderDetails = structuredClone(shipper);
  },
  gates: { POST: SESSION_TYPE_GATES.POST, PACK: SESSION_TYPE_GATES.PACK },
};
