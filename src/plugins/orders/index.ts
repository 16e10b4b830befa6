import { definePlugin, LOCALES, type Locale } from '../../kernel';

type Catalog = { default: Record<string, string> };
const own = import.meta.glob<Catalog>('./messages/*.json');
const forms = import.meta.glob<Catalog>('./forms/messages/*.json');

/** The plugin's catalog for a language: its pages' messages and its forms' messages, one object. */
async function catalog(locale: Locale): Promise<Catalog> {
  const [a, b] = await Promise.all([own[`./messages/${locale}.json`]?.(), forms[`./forms/messages/${locale}.json`]?.()]);
  return { default: { ...(b?.default ?? {}), ...(a?.default ?? {}) } };
}

const scanPage = () => import('./pages/ScanParcelsPage');
const confirmPage = () => import('./pages/ConfirmOrderPage');

export default definePlugin({
  id: 'orders',
  description: 'Send, post and pack at the counter: scan parcels, lodge them in, create post and pack orders, print receipts and air waybills.',
  pages: [
    { id: 'sendParcel', load: scanPage },
    { id: 'sendParcelV2', load: scanPage },
    { id: 'scanParcel', load: scanPage },
    { id: 'newScanParcel', load: scanPage },
    { id: 'newOrder', load: () => import('./pages/NewOrderPage') },
    { id: 'confirmOrder', load: confirmPage },
    { id: 'newConfirmOrder', load: confirmPage },
    { id: 'editErrorOrder', load: () => import('./pages/EditErrorOrderPage') },
  ],
  messages: Object.fromEntries(LOCALES.map((l) => [l, () => catalog(l)])),
  simulator: import.meta.env.VITE_SIMULATOR ? () => import('./sim') : undefined,
  events: ['lodgeIn', 'orderCreated', 'orderFailed', 'receipt', 'airwayBill', 'sessionReset'],
});
