/**
 * The collect plugin's simulated API (msw), inserted after the kernel's fault gate so ?sim=slow, 500, timeout and
 * 401-next apply. Seeded customers, codes and parcels: seeds.ts and SEEDS.md.
 */
import type { RequestHandler } from 'msw';
import { listCollect, listReleased, releaseCustomerCollect, resendDropOffSms, scanCollectParcel, searchCustomerCollect } from './handlers';

export { resetCollectSim } from './state';

export const handlers: RequestHandler[] = [searchCustomerCollect, scanCollectParcel, listCollect, listReleased, releaseCustomerCollect, resendDropOffSms];

export default { handlers };
