/** Business codes of the spec. */
export const BUSINESS_CODES = {
  BR_MISSING_INVOICED_AMOUNT_DETAILS: 137027,
  NF_RECEIPT: 137420,
  CONFLICT_STAMP_ID_USED: 137926,
  ACCESS_TOKEN_INVALID: 2001,
} as const;

export const INVALID_TOKEN_MESSAGE_ID = 'invalid_access_token_error';
export const DEFAULT_ERROR_MESSAGE_ID = 'something_went_wrong';
export const TIMEOUT_MESSAGE_ID = 'request_timed_out';

/** An error as the portal shows it: either a catalog id or the server's own text. */
export interface PortalError {
  /** Catalog id to translate; set when the portal chose the message. */
  messageId?: string;
  /** The server's message, shown as is. */
  message?: string;
  status?: number;
  code?: number | string;
  title?: string;
  invalidToken: boolean;
  /** The raw response body, for flows that read more (error.stamp_id, failed orders…). */
  body?: unknown;
}

interface ErrorLike {
  response?: { status?: number; data?: unknown };
  code?: string;
  message?: string;
  name?: string;
}

function pick(obj: unknown, key: string): unknown {
  return obj !== null && typeof obj === 'object' ? (obj as Record<string, unknown>)[key] : undefined;
}

/**
 * The one error normaliser of the portal. 401, code 2001, title ACCESS_TOKEN_ERR or the text 'Access token is
 * invalid' become invalid_access_token_error; otherwise the server's message; otherwise the default message.
 */
export function normalizeError(error: unknown): PortalError {
  if (isPortalError(error)) return error;
  const e = (error ?? {}) as ErrorLike;
  const status = e.response?.status;
  const body = e.response?.data;
  const inner = pick(body, 'error');
  const details = pick(pick(body, 'error_details'), 'error');
  const code = (pick(inner, 'code') ?? pick(body, 'code')) as number | string | undefined;
  const title = (pick(inner, 'title') ?? pick(body, 'title')) as string | undefined;
  const candidates = [pick(inner, 'message'), pick(details, 'message'), pick(body, 'message'), typeof inner === 'string' ? inner : undefined];
  const serverMessage = candidates.find((m): m is string => typeof m === 'string' && m.trim().length > 0);
  const invalidToken =
    status === 401 || Number(code) === BUSINESS_CODES.ACCESS_TOKEN_INVALID || title === 'ACCESS_TOKEN_ERR' || serverMessage === 'Access token is invalid';
  const base = { status, code, title, body, invalidToken };
  if (invalidToken) return { ...base, messageId: INVALID_TOKEN_MESSAGE_ID };
  if (serverMessage) return { ...base, message: serverMessage };
  if (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT' || e.name === 'TimeoutError') return { ...base, messageId: TIMEOUT_MESSAGE_ID };
  return { ...base, messageId: DEFAULT_ERROR_MESSAGE_ID };
}

export function isPortalError(value: unknown): value is PortalError {
  return value !== null && typeof value === 'object' && 'invalidToken' in value && typeof (value as PortalError).invalidToken === 'boolean';
}
