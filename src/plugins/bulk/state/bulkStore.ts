// The live bulk upload: one valtio store, written through to the operator's draft on every change.
import { proxy, useSnapshot } from 'valtio';
import { BULK_DRAFT, type BulkUpload } from './bulkDraft';

const live = proxy<{ owner: string | null; upload: BulkUpload | null }>({ owner: null, upload: null });

function ensureOwner(): void {
  const owner = BULK_DRAFT.owner();
  if (owner === live.owner) return;
  live.owner = owner;
  live.upload = BULK_DRAFT.load() ?? null;
}

export function currentUpload(): BulkUpload | null {
  ensureOwner();
  return live.upload;
}

/** Replaces the upload and saves it; null clears the draft. */
export function setUpload(next: BulkUpload | null): void {
  ensureOwner();
  live.upload = next;
  if (next) BULK_DRAFT.save(next);
  else BULK_DRAFT.clear();
}

/** Changes the upload as it stands now (edits, outcomes). */
export function updateUpload(change: (u: BulkUpload) => BulkUpload): void {
  const now = currentUpload();
  if (now) setUpload(change(now));
}

export function useUpload(): BulkUpload | null {
  ensureOwner();
  return useSnapshot(live).upload as BulkUpload | null;
}
