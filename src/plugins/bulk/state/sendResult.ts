// The last lodge-in of a send file, for the confirm page (kept across a reload of that page).
import { defineDraft } from '@kernel';
import type { LodgeInFailure } from '@services';

export interface SendResult {
  fileName: string;
  successful: string[];
  failed: LodgeInFailure[];
  receiptId: number | null;
}

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export const SEND_RESULT = defineDraft<SendResult>({
  name: 'bulk.sendResult',
  version: 1,
  validate: (v) => (isObj(v) && typeof v.fileName === 'string' && Array.isArray(v.successful) && Array.isArray(v.failed)
    && (v.receiptId === null || typeof v.receiptId === 'number') ? (v as unknown as SendResult) : null),
});
