import { definePlugin, messagesFrom, provide } from '@kernel';
import { ORDER_FORM_KINDS } from './forms/kinds';
import { ORDER_EVENTS } from './events';
import { LODGE_IN, ORDER_DOCUMENTS, ORDER_SENDER, PARCEL_PRICING, PARCEL_RULES, SCAN_SESSION_RULES, SHIPPER_LOOKUP } from '@services';
import { SEND_SCANS_QUEUE } from './state/sendScansQueue';
import { newOrderFrame } from './newOrderFrame';

const scanPage = () => import('./pages/ScanParcelsPage');
const confirmPage = () => import('./pages/ConfirmOrderPage');
/** The scan page's heading and intro, drawn plain by a cold start before the portal's code arrives. */
const SCAN_TOP = { title: 'orders.scan.title', intro: 'orders.scan.subtitle' };

export default definePlugin({
  id: 'orders',
  description: 'Send, post and pack at the counter: scan parcels, lodge them in, create post and pack orders, print receipts and air waybills.',
  pages: [
    { id: 'sendParcel', load: scanPage, frame: SCAN_TOP, worksOffline: true },
    { id: 'sendParcelV2', load: scanPage, frame: SCAN_TOP, worksOffline: true },
    { id: 'scanParcel', load: scanPage, frame: SCAN_TOP, worksOffline: true },
    { id: 'newScanParcel', load: scanPage, frame: SCAN_TOP, worksOffline: true },
    { id: 'newOrder', load: () => import('./pages/NewOrderPage'), frame: newOrderFrame },
    { id: 'confirmOrder', load: confirmPage },
    { id: 'newConfirmOrder', load: confirmPage },
    { id: 'editErrorOrder', load: () => import('./pages/EditErrorOrderPage') },
  ],
  // Each area of the plugin keeps its own catalog folder; a language's catalogs merge.
  messages: messagesFrom(import.meta.glob('./**/messages/*.json')),
  simulator: import.meta.env.VITE_SIMULATOR ? () => import('./sim') : undefined,
  // What bulk, handover, collect, history and shippers use of orders, each loaded when first asked.
  provides: [
    provide(SCAN_SESSION_RULES, () => import('./services/scanSessionRules').then((m) => m.scanSessionRules)),
    provide(LODGE_IN, () => import('./services/lodgeIn').then((m) => m.lodgeIn)),
    provide(ORDER_DOCUMENTS, () => import('./services/documents').then((m) => m.orderDocuments)),
    provide(PARCEL_RULES, () => import('./services/parcelRules').then((m) => m.parcelRules)),
    provide(PARCEL_PRICING, () => import('./services/parcelPricing').then((m) => m.parcelPricing)),
    provide(ORDER_SENDER, () => import('./services/orderSender').then((m) => m.orderSender)),
  ],
  // The sender picker of post and pack orders is the shipper lookup's.
  requires: [SHIPPER_LOOKUP],
  // Named gates of config/gates.json asked in code (session types: model/sessionRules.ts).
  gates: ['canSend', 'canPost', 'canBulkPost', 'canPack', 'canReturn'],
  // Forms drawn from config/forms/<country>.json by the shared forms module.
  forms: ORDER_FORM_KINDS,
  events: ORDER_EVENTS,
  unsentWork: () => Promise.all([import('./state/orderSession'), import('./state/waitingScans').then((m) => m.refreshWaiting())]),
  // Parcels kept offline are lodged in from any page once the network is back.
  senders: [{ queue: SEND_SCANS_QUEUE, start: () => import('./background/sendWaiting').then((m) => m.startSendingWaiting()) }],
});
