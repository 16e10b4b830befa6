/**
 * The chunks of a bulk post upload and how far it has got. An upload is complete when the server has answered every
 * chunk: that stored state, not the run that sent them, is what takes the operator to the outcome.
 */
import { chunkByShipper, type Chunk } from './chunks';
import { layoutOf } from './columns';
import { shipperOf } from './postFile';
import type { BulkUpload } from '../state/bulkDraft';

export function chunksOf(upload: BulkUpload): Chunk[] {
  const layout = layoutOf(upload.variant);
  return chunkByShipper(upload.uploadId, upload.rows, (r) => shipperOf(r, layout));
}

/** Chunks the server has not answered yet (never sent, refused, or their answer lost): what sending sends. */
export function unansweredChunks(upload: BulkUpload): Chunk[] {
  return chunksOf(upload).filter((c) => !upload.sent[c.key]);
}

export function isComplete(upload: BulkUpload): boolean {
  return upload.rows.length > 0 && unansweredChunks(upload).length === 0;
}
