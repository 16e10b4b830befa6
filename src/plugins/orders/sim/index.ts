/**
 * The orders plugin's simulated API (msw): scans, consignees, prices, post and pack orders, pack images, lodge-in,
 * receipts and air waybills (the shippers and async tasks they use are the kit's). The portal inserts these handlers
 * after the kernel's fault gate, so ?sim=slow, 500, timeout and 401-next apply to them. Seeded ids: SEEDS.md.
 */
import type { RequestHandler } from 'msw';
import { registerParcelSource } from '@sim/kit';
import { fetchAirwayBill, requestAirwayBill } from './handlers/airwayBills';
import { searchConsignees } from './handlers/consignees';
import { packImageFile, receiptFile } from './handlers/files';
import { lodgeInStatus, startLodgeIn } from './handlers/lodgeIn';
import { quotePrice } from './handlers/price';
import { createLodgeInReceipt, generateReceipt, getReceipt } from './handlers/receipts';
import { createPackOrders, createPostOrders } from './handlers/reservations';
import { lookUpScan, stampValidity } from './handlers/scan';
import { uploadPackImage } from './handlers/upload';
import { ORDERS_SOURCE, ordersParcelSource } from './orders';

export { resetOrdersSim } from './state';

// Other simulators find this one's orders through the kit's directory, and it finds theirs.
registerParcelSource(ORDERS_SOURCE, ordersParcelSource);

export const handlers: RequestHandler[] = [
  lookUpScan,
  stampValidity,
  searchConsignees,
  quotePrice,
  createPostOrders,
  createPackOrders,
  uploadPackImage,
  startLodgeIn,
  lodgeInStatus,
  createLodgeInReceipt,
  getReceipt,
  generateReceipt,
  requestAirwayBill,
  fetchAirwayBill,
  receiptFile,
  packImageFile,
];

export default { handlers };
