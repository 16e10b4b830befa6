import { defer, lastValueFrom } from 'rxjs';
import { logEvent } from '@kernel';
import { pausablePoll } from '@streams';
import { openPdfTab } from '@ui';
import { fetchAirwayBill, requestAirwayBill } from '../api/orderApi';
import type { AwbSize } from '../api/types';

/** Asks for the air waybills of some tracking ids and opens the PDF when the server has made it (500 ms, 30 asks). */
export async function printAirwayBills(trackingIds: string[], size: AwbSize): Promise<void> {
  const tab = openPdfTab(`awb-${size}.pdf`);
  try {
    const { task_uuid } = await requestAirwayBill(trackingIds, size);
    const pdf = await waitForPdf(task_uuid);
    tab.show(pdf);
    logEvent('airwayBill', { trackingIds, size, outcome: 'opened' });
  } catch (e) {
    tab.close();
    logEvent('airwayBill', { trackingIds, size, outcome: 'failed' });
    throw e;
  }
}

/** The PDF once ready: asked every 500 ms, at most 30 times (part 1 §9), paused while the tab is hidden. */
async function waitForPdf(taskUuid: string): Promise<Blob> {
  const last = await lastValueFrom(
    pausablePoll(() => defer(() => fetchAirwayBill(taskUuid)), { isDone: (pdf) => pdf !== null, attempts: 30, delayAfter: () => 500 }),
  );
  if (last.kind === 'answer' && last.value) return last.value;
  if (last.kind === 'error') throw last.error;
  throw new Error('The air waybill was not ready in time');
}
