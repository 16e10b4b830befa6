import { definePlugin } from '@kernel';

export default definePlugin({
  id: 'analytics',
  description: 'How is the point doing? Parcels a month by type, the award tier and what is left to the next, and each shipper\'s volumes and timing, in charts that only analytics pages load.',
  pages: [],
  simulator: import.meta.env.VITE_SIMULATOR ? () => import('./sim') : undefined,
});
