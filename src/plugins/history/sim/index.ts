/**
 * The history plugin's simulated API (msw): the parcel list and its report, tracking search, order details and
 * events, today's summary, the payments, their summary and their report, on thousands of seeded parcels per country
 * (parcels.ts). The drop-off SMS resend of order details is the collect simulator's (it finds these parcels by the directory).
 * The portal inserts these handlers after the kernel's fault gate, so ?sim=slow, 500, timeout and 401-next apply.
 */
import type { RequestHandler } from 'msw';
import { registerParcelSource } from '@sim/kit';
import { historyParcelSource, resetHistoryDirectory } from './directory';
import { orderDetails, orderEvents, searchTracking } from './handlers/orders';
import { listParcels, parcelReport } from './handlers/parcels';
import { pointSummary } from './handlers/summary';
import { listPayments, paymentReport } from './handlers/payments';
import { paymentsSummary } from './handlers/paymentsSummary';
import { resetHistoryPayments } from './payments';
import { resetHistoryEvents } from './events';
import { resetHistoryParcels } from './parcels';

/** Forgets what the simulated server made and remembered (tests call it between cases). */
export function resetHistorySim(): void {
  resetHistoryParcels();
  resetHistoryEvents();
  resetHistoryPayments();
  resetHistoryDirectory();
}

// Other simulators (air waybills, receipts, the drop-off SMS resend) find history's parcels through the kit's directory.
registerParcelSource('history', historyParcelSource);

export const handlers: RequestHandler[] = [listParcels, parcelReport, searchTracking, orderDetails, orderEvents, pointSummary, listPayments, paymentReport, paymentsSummary];

export default { handlers };
