import type { PortalError } from '../api/errors';

/** Shows a PortalError's text: the catalog id the portal chose, or the server's own message. */
export function errorText(t: (id: string) => string, error: Pick<PortalError, 'messageId' | 'message'>): string {
  if (error.messageId) return t(error.messageId);
  return error.message ?? t('something_went_wrong');
}
