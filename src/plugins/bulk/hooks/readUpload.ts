/**
 * From a chosen file to what happens next (part 1 §4 and §5): read off the main thread, the type decided, the type
 * allowed at this point, the limits, and for a post file every shipper looked up; or the message that refuses it.
 */
import { isPortalError, normalizeError, type PortalError } from '@kernel';
import type { ShipperLookup } from '@services';
import { decideFileType } from '../model/fileType';
import { FILE_ERROR_MESSAGES } from '../model/fileErrors';
import { readPostRows } from '../model/postFile';
import { checkSendFile } from '../model/sendFile';
import { readBulkFile } from '../parse/readFile';
import type { BulkShipper, BulkUpload } from '../state/bulkDraft';

export type UploadOutcome =
  | { kind: 'send'; trackingIds: string[]; duplicates: number }
  | { kind: 'post'; upload: BulkUpload }
  | { kind: 'refused'; messageId: string; helpId?: string }
  | { kind: 'error'; error: PortalError };

export interface UploadContext {
  canSend: boolean;
  canBulkPost: boolean;
  shippers: ShipperLookup;
  newId: () => string;
}

const refused = (messageId: string, helpId?: string): UploadOutcome => ({ kind: 'refused', messageId, helpId });

async function lookUpShippers(values: string[], external: boolean, lookup: ShipperLookup): Promise<{ found: Record<string, BulkShipper> } | { refusal: UploadOutcome }> {
  const found: Record<string, BulkShipper> = {};
  try {
    await Promise.all(values.map(async (value) => {
      const s = external ? await lookup.getByExternalId(value) : await lookup.getById(Number(value));
      found[value] = {
        id: s.id, globalId: s.globalId, name: s.name, isPrepaid: s.isPrepaid,
        contact: s.liaisonContact, email: s.liaisonEmail, address: s.liaisonAddress, postcode: s.liaisonPostcode,
      };
    }));
  } catch (e) {
    const error = isPortalError(e) ? e : normalizeError(e);
    // One unknown shipper rejects the whole upload (part 1 §8).
    if (error.status === 404 || error.status === 400) {
      return { refusal: external ? refused('bulk.invalid_external_shipper_id', 'bulk.invalid_external_shipper_id_help') : refused('bulk.invalid_shipper_id', 'bulk.invalid_shipper_id_help') };
    }
    return { refusal: { kind: 'error', error } };
  }
  return { found };
}

export async function readUpload(file: File, ctx: UploadContext): Promise<UploadOutcome> {
  const start = performance.now();
  const parsed = await readBulkFile(file);
  // User timing for the bench (npm run bench -- bulk): the read off the main thread, worker start included.
  performance.measure('bulk:read', { start, end: performance.now() });
  if (!parsed.ok) return refused(FILE_ERROR_MESSAGES[parsed.error]);
  const decision = decideFileType(parsed.rows);
  switch (decision.type) {
    case 'empty': return refused('bulk.empty_file');
    case 'headerOnly': return refused('bulk.header_only');
    case 'invalid': return refused('bulk.invalid_csv');
    case 'send': {
      if (!ctx.canSend) return refused('bulk.type_not_supported');
      const check = checkSendFile(decision.trackingIds);
      return check.ok ? { kind: 'send', trackingIds: check.trackingIds, duplicates: check.duplicates } : refused(check.messageId);
    }
    case 'post': {
      if (!ctx.canBulkPost) return refused('bulk.type_not_supported');
      const check = readPostRows(decision.layout, decision.header, decision.rows);
      if (!check.ok) return refused(check.messageId);
      const external = decision.layout.shipperKey === 'external_shipper_id';
      const invalidIds = !external && check.shippers.some((s) => !/^\d{1,10}$/.test(s));
      if (invalidIds) return refused('bulk.invalid_shipper_id', 'bulk.invalid_shipper_id_help');
      const shippers = await lookUpShippers(check.shippers, external, ctx.shippers);
      if ('refusal' in shippers) return shippers.refusal;
      return {
        kind: 'post',
        upload: { uploadId: ctx.newId(), fileName: file.name, variant: decision.layout.variant, rows: check.rows, shippers: shippers.found, sent: {}, outcomes: {} },
      };
    }
  }
}
