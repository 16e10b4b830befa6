import type { OrderDocuments } from '@services';
import { printAirwayBills } from '../documents/airwayBill';
import { openReceipt } from '../documents/receipt';

/** Receipts and air waybills of orders, for history, bulk and handover. */
export const orderDocuments: OrderDocuments = { openReceipt, printAirwayBills };
