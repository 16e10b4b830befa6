// The live bulk upload: kept in memory for the pages and written through to the operator's draft on every change.
import { liveDraft, registerUnsentWork } from '@kernel';
import { BULK_DRAFT, type BulkUpload } from './bulkDraft';

const live = liveDraft(BULK_DRAFT, null);

export const currentUpload = (): BulkUpload | null => live.current();

/** Replaces the upload and saves it; null clears the draft. */
export const setUpload = (next: BulkUpload | null): void => live.set(next);

/** Changes the upload as it stands now (edits, outcomes). */
export function updateUpload(change: (u: BulkUpload) => BulkUpload): void {
  const now = currentUpload();
  if (now) setUpload(change(now));
}

export const useUpload = (): BulkUpload | null => live.useValue();

// An upload with rows not yet created is lost at a chosen log-out: the shell asks first, naming the file.
registerUnsentWork(() => {
  const upload = currentUpload();
  const left = upload ? upload.rows.filter((r) => upload.outcomes[String(r.line)]?.status !== 'success').length : 0;
  return upload && left > 0 ? { messageId: 'bulk.unsent_work', values: { file: upload.fileName, count: left } } : null;
});
