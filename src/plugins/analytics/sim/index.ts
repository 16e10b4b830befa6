/**
 * The analytics plugin's simulated API (msw): tiers, volumes by parcel type, shipper volumes and trend, and the
 * shipper volumes report, from seeded numbers (volumes.ts; what they show: SEEDS.md). The portal inserts these
 * handlers after the kernel's fault gate, so ?sim=slow, 500, timeout and 401-next apply.
 */
import type { RequestHandler } from 'msw';
import { shipperReport, shipperTrend, shipperVolumes, tiers, volumesByType1, volumesByType2 } from './handlers';

export const handlers: RequestHandler[] = [tiers, volumesByType1, volumesByType2, shipperVolumes, shipperTrend, shipperReport];

export default { handlers };
