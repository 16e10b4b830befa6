// The bulk post upload in progress, kept as the operator's draft at this point: the rows, every edit, and what has
// been sent, so a reload, a crash or a log-in again loses nothing and sends nothing twice.
import { defineDraft } from '@kernel';
import { POST_LAYOUTS, type PostVariant } from '../model/columns';
import type { PostRow } from '../model/postFile';

/** A file's shipper as the lookup found it: what the request and the documents need. */
export interface BulkShipper {
  id: number;
  globalId: number;
  name: string;
  isPrepaid: boolean;
  contact: string;
  email: string;
  address: string;
  postcode: string;
}

/** A failed row carries the server's reason, or the catalog id the portal chose for it (a timeout, a 401). */
export type RowOutcome = { status: 'success'; trackingId: string } | { status: 'failed'; message: string; messageId?: string };

export interface BulkUpload {
  uploadId: string;
  fileName: string;
  variant: PostVariant;
  rows: PostRow[];
  /** By the file's value (shipper id, or external id in capitals). */
  shippers: Record<string, BulkShipper>;
  /** Chunks the server has answered, by key, with the receipt it made. */
  sent: Record<string, { receiptId: number | null }>;
  /** Rows the server has answered, by line. */
  outcomes: Record<string, RowOutcome>;
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';

function isRow(v: unknown): v is PostRow {
  return isObj(v) && typeof v.line === 'number' && isObj(v.cells) && Object.values(v.cells).every(isStr);
}

function isShipper(v: unknown): v is BulkShipper {
  return isObj(v) && typeof v.id === 'number' && typeof v.globalId === 'number' && isStr(v.name) && typeof v.isPrepaid === 'boolean';
}

function isOutcome(v: unknown): v is RowOutcome {
  return isObj(v) && ((v.status === 'success' && isStr(v.trackingId)) || (v.status === 'failed' && isStr(v.message) && (v.messageId === undefined || isStr(v.messageId))));
}

/** The stored value if it has the upload's shape, else null (the kernel then drops it and tells the operator). */
export function uploadFrom(v: unknown): BulkUpload | null {
  if (!isObj(v) || !isStr(v.uploadId) || !isStr(v.fileName) || !POST_LAYOUTS.some((l) => l.variant === v.variant)) return null;
  if (!Array.isArray(v.rows) || !v.rows.every(isRow)) return null;
  if (!isObj(v.shippers) || !Object.values(v.shippers).every(isShipper)) return null;
  if (!isObj(v.sent) || !isObj(v.outcomes) || !Object.values(v.outcomes).every(isOutcome)) return null;
  return v as unknown as BulkUpload;
}

export const BULK_DRAFT = defineDraft<BulkUpload>({ name: 'bulk.upload', version: 1, validate: uploadFrom });
