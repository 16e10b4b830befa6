/** Receipts kept by the simulated server, and the document entries the receipt calls answer. */
import type { CountryCode } from '@kernel';
import { directoryReceipt } from '@sim/kit';
import type { ReceiptDocument, ReceiptSize } from '../api/types';
import { fileUrl } from './handlers/common';
import { ORDERS_SOURCE } from './orders';
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

/**
 * A receipt another simulator made up (history's parcels each have one), kept here from its first ask on, not yet
 * generated, so the receipt flow goes as for one of ours: not found, generated, opened. Null when nobody knows it.
 */
export function adoptReceipt(country: CountryCode, dpId: number, id: number): ReceiptRecord | null {
  const lines = directoryReceipt(country, id, ORDERS_SOURCE);
  const first = lines[0];
  if (!first) return null;
  const receipt: ReceiptRecord = {
    id,
    country,
    dpId,
    kind: first.type === 'POST' || first.type === 'PACK' ? first.type : 'SEND',
    shipperName: first.shipperName,
    lines: lines.map((p) => ({ trackingId: p.trackingId, toName: p.to.name, toPostcode: p.to.postcode, pricing: null })),
    createdAt: Date.now(),
    generated: false,
    failGenerationOnce: false,
  };
  sim.receipts.set(id, receipt);
  return receipt;
}
