import { definePlugin, messagesFrom } from '@kernel';
import { COLLECT_EVENTS } from './events';

const verifyPage = () => import('./pages/VerifyPage');
/** The code check's heading and intro, drawn plain by a cold start before the portal's code arrives. */
const VERIFY_TOP = { title: 'collect.title', intro: 'collect.otp_intro' };

export default definePlugin({
  id: 'collect',
  description: 'A customer collects parcels at the counter: verified by one-time code or QR, each parcel scanned from the shelf, cash on delivery confirmed, the parcels released.',
  pages: [
    { id: 'collect', load: verifyPage, frame: VERIFY_TOP },
    { id: 'customerCollect', load: verifyPage, frame: VERIFY_TOP },
    { id: 'customerCollectOtp', load: verifyPage, frame: VERIFY_TOP },
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
