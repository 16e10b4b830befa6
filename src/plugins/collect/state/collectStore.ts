// The live collection: kept in memory for the pages and written through to the operator's draft on every change.
import { liveDraft } from '@kernel';
import { START, type CollectState } from '../model/steps';
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
