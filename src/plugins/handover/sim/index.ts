/**
 * The handover plugin's simulated API (msw), inserted after the kernel's fault gate so ?sim=slow, 500, timeout and
 * 401-next apply. Seeded jobs, codes and parcels: seeds.ts and SEEDS.md.
 */
import type { RequestHandler } from 'msw';
import { completeHandover, listJobOrders, listJobs, resendEmail, resendSms } from './handlers';

export { resetHandoverSim } from './state';

export const handlers: RequestHandler[] = [listJobs, listJobOrders, completeHandover, resendSms, resendEmail];

export default { handlers };
