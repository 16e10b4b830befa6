import type { ComponentType } from 'react';
import { defineService, type DpInfo } from '@kernel';

/** A parcel scanned for lodge-in (send) or return: the server already knows it. */
export interface ScannedParcel {
  trackingId: string;
  orderId: number | null;
  identifierType: string;
  shipperName: string | null;
  shipperId: number | null;
  globalShipperId: number | null;
  toName: string | null;
  toContact: string | null;
  toAddress: string | null;
  toPostcode: string | null;
  scannedAt: string;
}

/** A parcel the server would not lodge in, with its reason. */
export interface LodgeInFailure {
  barcode: string;
  errorMessage: string | null;
}

export type LodgeInPhase =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'result'; successful: string[]; failed: LodgeInFailure[]; receiptId: number | null }
  | { kind: 'stillProcessing' };

export interface LodgeInHandlers {
  /** The receipt id could not be fetched: the caller returns the operator to its send page. */
  onReceiptFailed: (successful: string[]) => void;
  /** Parcels another tab of the operator is lodging in or has lodged: not sent from here; the caller drops them. */
  onLodgedElsewhere: (trackingIds: string[]) => void;
}

/** One lodge-in run in a page: its phase, start, and closing the result. */
export interface LodgeInRun {
  phase: LodgeInPhase;
  run: (parcels: ScannedParcel[]) => Promise<void>;
  close: () => void;
}

export interface LodgeInResultModalProps {
  successful: string[];
  failed: LodgeInFailure[];
  receiptBusy: boolean;
  onPrintReceipt: (() => void) | null;
  onDone: () => void;
}

/**
 * Lodge-in of part 1 §4 for any flow that hands parcels over to the network: the request, the back-off status poll,
 * the receipt, the processing modal and the result modal with failed_orders.csv.
 */
export interface LodgeInService {
  useLodgeIn(dp: DpInfo | null, handlers: LodgeInHandlers): LodgeInRun;
  ResultModal: ComponentType<LodgeInResultModalProps>;
  ProcessingModal: ComponentType<{ onClose: () => void }>;
  /** The download of failed_orders.csv, under the one label the result modal uses too. */
  FailedOrdersDownload: ComponentType<{ failed: readonly LodgeInFailure[]; minH?: string }>;
}

export const LODGE_IN = defineService<LodgeInService>('lodgeIn', 'lodges parcels in with back-off polling and shows the result');
