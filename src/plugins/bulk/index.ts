import { definePlugin, messagesFrom } from '@kernel';
import { LODGE_IN, ORDER_DOCUMENTS, PARCEL_RULES, SHIPPER_LOOKUP } from '@services';
import { BULK_EVENTS } from './events';
import { BULK_LIMITS } from './model/limits';

export default definePlugin({
  id: 'bulk',
  description: 'Lodge in and create post orders from a CSV or Excel file: read off the main thread, every row checked and fixed in place before anything is sent, sent in chunks per shipper, nothing sent twice.',
  pages: [
    { id: 'bulkUpload', load: () => import('./pages/UploadPage'), frame: { title: 'bulk.title', intro: 'bulk.intro', values: { max: BULK_LIMITS.maxOrders } } },
    { id: 'reviewBulkOrder', load: () => import('./pages/ReviewPage') },
    { id: 'bulkConfirmOrders', load: () => import('./pages/ConfirmPage') },
  ],
  messages: messagesFrom(import.meta.glob('./messages/*.json')),
  requires: [LODGE_IN, SHIPPER_LOOKUP, PARCEL_RULES, ORDER_DOCUMENTS],
  gates: ['canBulkUpload', 'canLodgeIn', 'bulkPostFile', 'canOfferCod', 'bulkAddressLevels', 'dropOffRevamp'],
  events: BULK_EVENTS,
  unsentWork: () => import('./state/bulkStore'),
});
