import { isPortalError } from '../api/errors';

/**
 * Whether a failed call is worth sending again later: no answer at all (network dropped, timed out) or the server
 * down (5xx). An answer that refuses (4xx, a business error) is the server's word on the item and is not retried.
 */
export function isTransientError(error: unknown): boolean {
  if (!isPortalError(error)) return false;
  if (error.invalidToken) return false;
  return error.status === undefined || error.status >= 500;
}

/**
 * Whether a call got no answer at all (the network dropped, or it timed out): the server may or may not have acted.
 * A step the operator took online is then kept for the offline queue; a 5xx answer is the server's word, said at once.
 */
export function gotNoAnswer(error: unknown): boolean {
  return isTransientError(error) && isPortalError(error) && error.status === undefined;
}
