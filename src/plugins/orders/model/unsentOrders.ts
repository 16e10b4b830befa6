// What the order session would lose at a log-out: parcels scanned and not checked in, post or pack parcels filled in
// and not created. The shell lists these, in this plugin's words, before a chosen log-out.
import type { UnsentWork } from '@kernel';
import type { OrderSessionState } from './sessionState';
import type { OrderDraft, ParcelForm } from './parcel';

/** A parcel the operator has put something into (a stamp or pack id, a recipient field): an untouched form is no work. */
function filledIn(p: ParcelForm): boolean {
  return p.stampId.id.trim() !== '' || Object.values(p.recipient).some((v) => typeof v === 'string' && v.trim() !== '');
}

function unsentParcels(draft: OrderDraft): number {
  return draft.parcels.filter((p) => p.oc?.status !== 'success' && filledIn(p)).length;
}

export function unsentOrders(s: Pick<OrderSessionState, 'sendOrders' | 'returnOrders' | 'postOrder' | 'packOrder'>): UnsentWork[] {
  const work: UnsentWork[] = [];
  const scanned = s.sendOrders.length + s.returnOrders.length;
  if (scanned > 0) work.push({ messageId: 'orders.unsent_scanned', values: { count: scanned } });
  for (const [kind, draft] of [['POST', s.postOrder], ['PACK', s.packOrder]] as const) {
    const count = unsentParcels(draft);
    if (count > 0) work.push({ messageId: 'orders.unsent_order', values: { kind, count } });
  }
  return work;
}
