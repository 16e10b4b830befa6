import { showError } from '@kernel';

/** Shows one of the two 'receipt is still being processed' messages in the shell's error modal. */
export function showReceiptProblem(messageId: string): void {
  showError({ messageId, invalidToken: false });
}
