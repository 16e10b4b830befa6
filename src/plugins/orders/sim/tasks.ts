/**
 * Order creation's async tasks, in the kit's task store (GET 1.0/async-requests/{id}): a receipt generation task
 * marks its receipt generated when it finishes.
 */
import type { CountryCode } from '@kernel';
import type { AsyncTask } from '@streams';
import { createTask as createKitTask } from '@sim/kit';
import { sim } from './state';

export function createTask(country: CountryCode, final: AsyncTask, generatesReceipt: number | null = null): string {
  const markGenerated = generatesReceipt === null ? null : () => {
    const receipt = sim.receipts.get(generatesReceipt);
    if (receipt) receipt.generated = true;
  };
  return createKitTask(country, final, markGenerated);
}
