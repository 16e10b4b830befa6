import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_CODES,
  DEFAULT_ERROR_MESSAGE_ID,
  INVALID_TOKEN_MESSAGE_ID,
  TIMEOUT_MESSAGE_ID,
  isPortalError,
  normalizeError,
} from '../../src/kernel/api/errors';
import { errorText } from '../../src/kernel/shell/errorText';
import en from '../../src/kernel/messages/en.json';

/** An error shaped like the one axios rejects with when the server answers. */
function answered(status: number, data?: unknown): unknown {
  return { isAxiosError: true, message: `Request failed with status code ${status}`, response: { status, data } };
}

const messages = en as Record<string, string>;
/** What the operator reads for an error, with the real English catalog. */
function shown(error: unknown): string {
  return errorText((id) => messages[id] ?? `MISSING ${id}`, normalizeError(error));
}

describe('normalizeError: invalid token', () => {
  it('HTTP 401 without a body', () => {
    const e = normalizeError(answered(401));
    expect(e).toMatchObject({ status: 401, invalidToken: true, messageId: INVALID_TOKEN_MESSAGE_ID });
    expect(e.message).toBeUndefined();
    expect(INVALID_TOKEN_MESSAGE_ID).toBe('invalid_access_token_error');
  });

  it('body code 2001 on another status', () => {
    expect(normalizeError(answered(400, { error: { code: 2001, title: 'X', message: 'whatever' } }))).toMatchObject({
      invalidToken: true,
      messageId: 'invalid_access_token_error',
      code: 2001,
    });
  });

  it('body code "2001" as text', () => {
    expect(normalizeError(answered(403, { error: { code: '2001' } })).invalidToken).toBe(true);
  });

  it('title ACCESS_TOKEN_ERR', () => {
    expect(normalizeError(answered(403, { error: { title: 'ACCESS_TOKEN_ERR', message: 'Token expired' } }))).toMatchObject({
      invalidToken: true,
      messageId: 'invalid_access_token_error',
      title: 'ACCESS_TOKEN_ERR',
    });
  });

  it("the text 'Access token is invalid'", () => {
    expect(normalizeError(answered(400, { error: { message: 'Access token is invalid' } }))).toMatchObject({
      invalidToken: true,
      messageId: 'invalid_access_token_error',
    });
  });

  it('the operator reads the spec text', () => {
    expect(shown(answered(401, { error: { code: 2001, title: 'ACCESS_TOKEN_ERR', message: 'Access token is invalid' } }))).toBe(
      'Please log out and log in again.',
    );
  });
});

describe("normalizeError: the server's message", () => {
  it('from error.message, keeping status, code, title and the body', () => {
    const body = { error: { code: 137926, title: 'CONFLICT_STAMP_ID_USED', message: 'Stamp ID is already used.' } };
    const e = normalizeError(answered(409, body));
    expect(e).toEqual({
      status: 409,
      code: 137926,
      title: 'CONFLICT_STAMP_ID_USED',
      body,
      invalidToken: false,
      message: 'Stamp ID is already used.',
    });
    expect(shown(answered(409, body))).toBe('Stamp ID is already used.');
  });

  it('from error_details.error.message', () => {
    const e = normalizeError(answered(400, { error_details: { error: { message: 'Receipt not found' } } }));
    expect(e).toMatchObject({ invalidToken: false, message: 'Receipt not found' });
    expect(e.messageId).toBeUndefined();
  });

  it('from a top-level message', () => {
    const e = normalizeError(answered(500, { message: 'Upstream unavailable' }));
    expect(e).toMatchObject({ status: 500, invalidToken: false, message: 'Upstream unavailable' });
    expect(e.messageId).toBeUndefined();
  });

  it('error.message wins over the top-level message', () => {
    expect(normalizeError(answered(400, { message: 'outer', error: { message: 'inner' } })).message).toBe('inner');
  });

  it('a top-level code and title are read when there is no error object', () => {
    expect(normalizeError(answered(422, { code: 137027, title: 'BR_MISSING_INVOICED_AMOUNT_DETAILS', message: 'Missing invoice' }))).toMatchObject({
      code: 137027,
      title: 'BR_MISSING_INVOICED_AMOUNT_DETAILS',
      message: 'Missing invoice',
    });
  });

  it('an error that is plain text', () => {
    expect(normalizeError(answered(400, { error: 'Parcel is incorrect. Verify and try again.' })).message).toBe(
      'Parcel is incorrect. Verify and try again.',
    );
  });
});

describe('normalizeError: fallbacks', () => {
  it('no usable message gives something_went_wrong', () => {
    for (const error of [answered(500), answered(500, 'Internal Server Error'), answered(502, { error: {} }), {}, null, undefined, 'boom']) {
      const e = normalizeError(error);
      expect(e.messageId).toBe(DEFAULT_ERROR_MESSAGE_ID);
      expect(e.invalidToken).toBe(false);
    }
    expect(DEFAULT_ERROR_MESSAGE_ID).toBe('something_went_wrong');
    expect(shown(answered(500))).toBe('Something went wrong. Please refresh or try again later.');
  });

  it('a blank server message is not shown', () => {
    expect(normalizeError(answered(500, { error: { message: '   ' } })).messageId).toBe('something_went_wrong');
  });

  it("a network error (no answer) does not show axios's own English text", () => {
    const e = normalizeError(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    expect(e.messageId).toBe('something_went_wrong');
    expect(e.message).toBeUndefined();
  });

  it('an axios timeout (ECONNABORTED) gives request_timed_out', () => {
    const e = normalizeError(new AxiosError('timeout of 75000ms exceeded', 'ECONNABORTED'));
    expect(e).toMatchObject({ messageId: TIMEOUT_MESSAGE_ID, invalidToken: false });
    expect(TIMEOUT_MESSAGE_ID).toBe('request_timed_out');
    expect(shown(new AxiosError('timeout of 75000ms exceeded', 'ECONNABORTED'))).toBe(messages.request_timed_out);
  });

  it('ETIMEDOUT is a timeout too', () => {
    expect(normalizeError(new AxiosError('timeout exceeded', 'ETIMEDOUT')).messageId).toBe('request_timed_out');
  });
});

describe('normalizeError: idempotent', () => {
  it('an already normalised error comes back unchanged', () => {
    for (const error of [answered(401), answered(409, { error: { message: 'Conflict' } }), answered(500), new AxiosError('t', 'ECONNABORTED')]) {
      const once = normalizeError(error);
      expect(isPortalError(once)).toBe(true);
      expect(normalizeError(once)).toBe(once);
      expect(normalizeError(normalizeError(once))).toEqual(once);
    }
  });

  it('a raw error is not mistaken for a normalised one', () => {
    expect(isPortalError(answered(401))).toBe(false);
    expect(isPortalError({ invalidToken: 'yes' })).toBe(false);
    expect(isPortalError(null)).toBe(false);
  });
});

describe('BUSINESS_CODES', () => {
  it('has the values of the spec', () => {
    expect(BUSINESS_CODES.BR_MISSING_INVOICED_AMOUNT_DETAILS).toBe(137027);
    expect(BUSINESS_CODES.NF_RECEIPT).toBe(137420);
    expect(BUSINESS_CODES.CONFLICT_STAMP_ID_USED).toBe(137926);
    expect(BUSINESS_CODES.ACCESS_TOKEN_INVALID).toBe(2001);
  });

  it('a business code does not make an error an invalid-token one', () => {
    for (const code of [137027, 137420, 137926]) {
      const e = normalizeError(answered(400, { error: { code, title: 'BUSINESS', message: `code ${code}` } }));
      expect(e).toMatchObject({ code, invalidToken: false, message: `code ${code}` });
    }
  });
});
