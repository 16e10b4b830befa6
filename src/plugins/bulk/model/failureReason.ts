import type { RowOutcome } from '../state/bulkDraft';

type Failed = Extract<RowOutcome, { status: 'failed' }>;

/** A failed row's reason as the operator reads it: the portal's message in their language, else the server's own. */
export function failureReason(t: (id: string) => string, outcome: Failed): string {
  if (outcome.messageId) return t(outcome.messageId);
  return outcome.message || t('bulk.unexpected_error');
}
