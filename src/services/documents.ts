import { defineService } from '@kernel';
import type { PaperSize } from '@ui';

export type ReceiptSize = Exclude<PaperSize, 'PAPERANG'>;
export type AwbSize = PaperSize;

/** The documents of orders: receipts and air waybills, fetched (or made) and opened as PDFs. */
export interface OrderDocuments {
  /** Fetches or generates the receipt and opens it; rejects with the message id to show (ReceiptProblem). */
  openReceipt(receiptId: number, size: ReceiptSize, isShipperPrepaid: boolean): Promise<void>;
  /** Asks for the air waybills of these parcels and opens the PDF when the server has made it. */
  printAirwayBills(trackingIds: string[], size: AwbSize): Promise<void>;
}

/** A receipt that could not be had: `messageId` is the message to show. */
export interface ReceiptProblem {
  messageId: string;
}

export const ORDER_DOCUMENTS = defineService<OrderDocuments>('orderDocuments', 'opens receipts and air waybills of orders');
