// The order session's shape and its empty state: the model that the live session (state/orderSession.ts) and what
// it would lose at a log-out (unsentOrders.ts) both read.
import type { OrderDraft, ScannedParcel, SessionType } from './parcel';

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
