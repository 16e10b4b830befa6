/**
 * A stocktake under way, kept for the operator at the point across reloads (the shared draft helper): the ids
 * scanned so far, in order. A chosen log-out removes it.
 */
import { defineDraft } from '@kernel';

export interface StocktakeDraft {
  startedAt: string;
  scanned: string[];
}

export const stocktakeDraft = defineDraft<StocktakeDraft>({
  name: 'history.stocktake',
  version: 1,
  validate: (v) => {
    if (typeof v !== 'object' || v === null) return null;
    const { startedAt, scanned } = v as Record<string, unknown>;
    if (typeof startedAt !== 'string' || !Array.isArray(scanned) || !scanned.every((s) => typeof s === 'string')) return null;
    return { startedAt, scanned: scanned as string[] };
  },
});
