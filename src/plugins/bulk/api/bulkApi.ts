// Calls of the bulk upload: one chunk of post orders, with its idempotency key, by the API contract's path.
import { apiSend, type ApiAnswer } from '@kernel';
import type { ChunkRequest } from '../model/postRequest';

/** A chunk's answer: each reservation's outcome in order (created, or its error) and the receipt of those created. */
export type ChunkAnswer = ApiAnswer<'1.2/reservations/post', 'post'>;

/** POST 1.2/reservations/post?is_bulk=true; the key makes a second ask of the same chunk answer the first's result. */
export function postChunk(key: string, body: ChunkRequest): Promise<ChunkAnswer> {
  return apiSend('post', '1.2/reservations/post', { body, query: { is_draft: false, is_bulk: true }, idempotencyKey: key });
}
