/**
 * What the last lodge-in of parcels kept offline did, wherever it was sent from: the send page shows it when open or
 * next time it opens (with the receipt to print), until the operator closes it.
 */
import { proxy } from 'valtio';
import type { LodgeInStatus } from '../api/types';

export interface WaitingOutcome {
  successful: string[];
  failed: LodgeInStatus['failedOrders'];
  /** The lodge-in receipt, or null when it could not be made (the parcels are lodged all the same). */
  receiptId: number | null;
}

export const waitingOutcome = proxy<{ last: WaitingOutcome | null }>({ last: null });
