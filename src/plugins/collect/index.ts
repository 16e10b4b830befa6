import { definePlugin, LOCALES, type Locale } from '@kernel';
import { COLLECT_EVENTS } from './events';

type Catalog = { default: Record<string, string> };
const catalogs = import.meta.glob<Catalog>('./messages/*.json');

function catalog(locale: Locale): Promise<Catalog> {
  const load = catalogs[`./messages/${locale}.json`];
  return load ? load() : Promise.resolve({ default: {} });
}

const verifyPage = () => import('./pages/VerifyPage');

export default definePlugin({
  id: 'collect',
  description: 'A customer collects parcels at the counter: verified by one-time code or QR, each parcel scanned from the shelf, cash on delivery confirmed, the parcels released.',
  pages: [
    { id: 'collect', load: verifyPage },
    { id: 'customerCollect', load: verifyPage },
    { id: 'customerCollectOtp', load: verifyPage },
    { id: 'scanCustomerCollectOtp', load: () => import('./pages/QrPage') },
    { id: 'customerCollectReview', load: () => import('./pages/ReviewPage') },
    { id: 'customerCollectSuccess', load: () => import('./pages/SuccessPage') },
    { id: 'collectCashDrawer', load: () => import('./pages/CashDrawerPage') },
  ],
  messages: Object.fromEntries(LOCALES.map((l) => [l, () => catalog(l)])),
  simulator: import.meta.env.VITE_SIMULATOR ? () => import('./sim') : undefined,
  gates: ['canCustomerCollect', 'canCollectCod'],
  events: COLLECT_EVENTS,
});
