import { openPdfTab } from '@ui';
import { BUSINESS_CODES, isPortalError, logEvent, normalizeError, type PortalError } from '@kernel';
import { fetchDocument, generateReceipt, getReceipt } from '../api/orderApi';
import type { ReceiptDocument, ReceiptSize } from '../api/types';

const asError = (e: unknown): PortalError => (isPortalError(e) ? e : normalizeError(e));
const isCode = (e: PortalError, code: number) => Number(e.code) === code;

/**
 * The receipt flow of part 1 §4: fetch; when not found (NF_RECEIPT) generate it; generation is retried once on the
 * missing-invoiced-amount error. Resolves to the document, or throws the message id to show.
 */
export async function receiptDocument(receiptId: number, size: ReceiptSize, isShipperPrepaid: boolean): Promise<ReceiptDocument> {
  const pick = (docs: ReceiptDocument[]) => docs.find((d) => d.size === size) ?? docs[0];
  try {
    const found = pick((await getReceipt(receiptId, size)).receipts);
    if (found) return found;
  } catch (e) {
    const error = asError(e);
    if (!isCode(error, BUSINESS_CODES.NF_RECEIPT)) throw new ReceiptError('orders.receipt_processing_short', error);
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const made = pick((await generateReceipt(receiptId, size, isShipperPrepaid)).receipts);
      if (made) return made;
      break;
    } catch (e) {
      const error = asError(e);
      if (attempt === 0 && isCode(error, BUSINESS_CODES.BR_MISSING_INVOICED_AMOUNT_DETAILS)) continue;
      throw new ReceiptError('orders.receipt_processing_long', error);
    }
  }
  throw new ReceiptError('orders.receipt_processing_long');
}

/** A receipt that could not be had: `messageId` is one of the two 'still being processed' messages. */
export class ReceiptError extends Error {
  constructor(readonly messageId: string, readonly portalError?: PortalError) {
    super(messageId);
  }
}

/** Fetches (or generates) the receipt and opens its PDF; the tab opens at the click. */
export async function openReceipt(receiptId: number, size: ReceiptSize, isShipperPrepaid: boolean): Promise<void> {
  const tab = openPdfTab(`receipt-${receiptId}-${size}.pdf`);
  try {
    const doc = await receiptDocument(receiptId, size, isShipperPrepaid);
    tab.show(await fetchDocument(doc.url));
    logEvent('receipt', { receiptId, size, outcome: 'opened' });
  } catch (e) {
    tab.close();
    logEvent('receipt', { receiptId, size, outcome: 'failed' });
    throw e instanceof ReceiptError ? e : new ReceiptError('orders.receipt_processing_short', asError(e));
  }
}
