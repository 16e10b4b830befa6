import { definePlugin, messagesFrom } from '@kernel';
import { COLLECT_EVENTS } from './events';

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
  messages: messagesFrom(import.meta.glob('./messages/*.json')),
  simulator: import.meta.env.VITE_SIMULATOR ? () => import('./sim') : undefined,
  gates: ['canCustomerCollect', 'canCollectCod'],
  events: COLLECT_EVENTS,
  unsentWork: () => import('./state/collectStore'),
});
