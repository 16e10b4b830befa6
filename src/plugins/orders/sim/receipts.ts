/** Receipts kept by the simulated server, and the document entries the receipt calls answer. */
import type { ReceiptDocument, ReceiptSize } from '../api/types';
import { fileUrl } from './handlers/common';
import { next, sim, type ReceiptRecord } from './state';

export const RECEIPT_NOT_FOUND = { code: 137420, title: 'NF_RECEIPT', message: 'Receipt not found' } as const;
export const MISSING_INVOICED_AMOUNT = {
  code: 137027,
  title: 'BR_MISSING_INVOICED_AMOUNT_DETAILS',
  message: 'Invoiced amount details are missing. Please try again.',
} as const;

export function createReceipt(input: Omit<ReceiptRecord, 'id' | 'createdAt' | 'generated'>): ReceiptRecord {
  const receipt: ReceiptRecord = { ...input, id: next('receipt'), createdAt: Date.now(), generated: false };
  sim.receipts.set(receipt.id, receipt);
  return receipt;
}

/** The PDF's address: `<origin>/api/<cc>/sim-files/receipts/<id>.pdf?size=A4`. */
export function receiptUrl(request: Request, receipt: ReceiptRecord, size: ReceiptSize): string {
  return fileUrl(request, receipt.country, `receipts/${receipt.id}.pdf?size=${size}`);
}

export function receiptDocument(request: Request, receipt: ReceiptRecord, size: ReceiptSize): ReceiptDocument {
  return { id: receipt.id, size, url: receiptUrl(request, receipt, size) };
}
