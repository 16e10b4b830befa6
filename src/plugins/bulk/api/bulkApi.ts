// Calls of the bulk upload: one chunk of post orders, with its idempotency key.
import { apiSend } from '@kernel';
import type { ChunkRequest } from '../model/postRequest';

/** One reservation's answer: created, or its error (part 1 §3 reservation response). */
export type ReservationOutcome =
  | { reservation: { barcode: string; stamp_id: string } }
  | { error: { message: string; stamp_id: string | null; code: number | string } };

export interface ChunkAnswer {
  reservations: ReservationOutcome[];
  receipt: { id: number; url: string } | null;
}

/** POST 1.2/reservations/post?is_bulk=true; the key makes a second ask of the same chunk answer the first's result. */
export function postChunk(key: string, body: ChunkRequest): Promise<ChunkAnswer> {
  return apiSend<ChunkAnswer>('post', '1.2/reservations/post', body, { is_draft: false, is_bulk: true }, { idempotencyKey: key });
}
