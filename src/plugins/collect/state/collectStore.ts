// The live collection: kept in memory for the pages and written through to the operator's draft on every change.
import { liveDraft, registerUnsentWork } from '@kernel';
import { START, STEPS, type CollectState } from '../model/steps';
import { COLLECT_DRAFT } from './collectDraft';

const live = liveDraft(COLLECT_DRAFT, START);

/** The collection as it stands now (outside React: actions, tests). */
export const currentCollect = (): CollectState => live.current();

/** Replaces the collection and saves it; START clears the draft. */
export const setCollect = (next: CollectState): void => live.set(next);

export function resetCollect(): void {
  setCollect(START);
}

/** The collection for a page; re-renders on each change. */
export const useCollect = (): CollectState => live.useValue();

// A verified customer's collection not handed over is lost at a chosen log-out: the shell asks first, naming it.
registerUnsentWork(() => {
  const s = live.current();
  if (!s.customer || s.step === STEPS.otp || s.step === STEPS.handoverComplete) return null;
  return { messageId: 'collect.unsent_work', values: { name: s.customer.name, count: s.scanned.length } };
});
