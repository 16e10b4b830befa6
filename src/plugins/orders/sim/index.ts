/**
 * The orders plugin's simulated API (msw): shippers, scans, consignees, prices, post and pack orders, pack images,
 * lodge-in, receipts, air waybills and async tasks. The portal inserts these handlers after the kernel's fault gate,
 * so ?sim=slow, 500, timeout and 401-next apply to them. Seeded ids: SEEDS.md.
 */
import type { RequestHandler } from 'msw';
import { registerParcelSource } from '@sim/kit';
import { asyncRequest } from './handlers/asyncRequests';
import { fetchAirwayBill, requestAirwayBill } from './handlers/airwayBills';
import { searchConsignees } from './handlers/consignees';
import { packImageFile, receiptFile } from './handlers/files';
import { lodgeInStatus, startLodgeIn } from './handlers/lodgeIn';
import { quotePrice } from './handlers/price';
import { createLodgeInReceipt, generateReceipt, getReceipt } from './handlers/receipts';
import { createPackOrders, createPostOrders } from './handlers/reservations';
import { lookUpScan, stampValidity } from './handlers/scan';
import { searchShippers, setDefaultShipper, shipperByExternalId, shipperById } from './handlers/shippers';
import { createShipper, setupShipper, uploadBankProof } from './handlers/shipperSignup';
import { uploadPackImage } from './handlers/upload';
import { ORDERS_SOURCE, ordersParcelSource } from './orders';

export { resetOrdersSim } from './state';

// Other simulators find this one's orders through the kit's directory, and it finds theirs.
registerParcelSource(ORDERS_SOURCE, ordersParcelSource);

export const handlers: RequestHandler[] = [
  createShipper,
  setupShipper,
  uploadBankProof,
  searchShippers,
  shipperByExternalId,
  shipperById,
  setDefaultShipper,
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
  asyncRequest,
  receiptFile,
  packImageFile,
];

export default { handlers };
