import { definePlugin, messagesFrom } from '@kernel';
import { checkAnalyticsConfig } from './model/tierConfig';

export default definePlugin({
  id: 'analytics',
  description: 'How is the point doing? Parcels a month by type, the award tier and what is left to the next, and each shipper\'s volumes and timing, in charts that only analytics pages load.',
  pages: [
    { id: 'businessAnalytics', load: () => import('./pages/BusinessAnalyticsPage') },
    { id: 'shipperAnalytics', load: () => import('./pages/ShipperAnalyticsPage') },
  ],
  // Named gates of config/gates.json its routes use.
  gates: ['canViewInsights'],
  messages: messagesFrom(import.meta.glob('./messages/*.json')),
  // Which tier variant applies to which parcel type (config/plugins/analytics.json).
  config: { schema: 'analytics.schema.json', check: checkAnalyticsConfig },
  simulator: import.meta.env.VITE_SIMULATOR ? () => import('./sim') : undefined,
});
