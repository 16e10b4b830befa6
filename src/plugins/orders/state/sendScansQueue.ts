/** The offline queue of send parcels, by name: the manifest names it without loading the queue's code (IndexedDB). */
export const SEND_SCANS_QUEUE = 'orders.sendScans';

/** The routes whose page lists that queue and says what became of it (the send and scan pages). */
export const SEND_SCANS_ROUTES = ['sendParcel', 'sendParcelV2', 'scanParcel', 'newScanParcel'];
