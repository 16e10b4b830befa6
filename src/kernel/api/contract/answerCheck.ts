import type { AxiosResponse } from 'axios';
import { DEFAULT_ERROR_MESSAGE_ID, type PortalError } from '../errors';
import { checkAnswer, describeBreak, type ApiBase } from './check';

/** The code a broken answer's error carries: the page shows its usual error (something went wrong) with Retry. */
export const CONTRACT_BREAK_CODE = 'CONTRACT_BREAK';

/** The call's path under its client's base URL, or undefined for a URL elsewhere (a file link the API gave). */
function pathUnder(base: string | undefined, url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url) && !url.startsWith('//')) return url;
  return base && url.startsWith(base) ? url.slice(base.length) : undefined;
}

/**
 * An answer checked against the contract: a broken one is written to the console (operation and JSON path) and
 * returned as the error the page shows; null when it keeps the contract, is not an operation of the document, or
 * could not be checked (the validators' file did not load: the answer is not held back for that).
 */
export async function brokenAnswer(base: ApiBase, response: Pick<AxiosResponse, 'config' | 'status' | 'data'>): Promise<PortalError | null> {
  const { config, status, data } = response;
  const path = pathUnder(config.baseURL, config.url);
  const method = config.method ?? 'get';
  // A file asked as a blob is no JSON answer; the document says which calls answer files.
  if (path === undefined || (typeof Blob !== 'undefined' && data instanceof Blob) || data instanceof ArrayBuffer) return null;
  const verdict = await checkAnswer(method, base, path, status, data).catch(() => null);
  if (!verdict?.problems.length) return null;
  console.error(describeBreak(method, path, status, verdict));
  if (status < 200 || status >= 300) return null;
  return { messageId: DEFAULT_ERROR_MESSAGE_ID, status, code: CONTRACT_BREAK_CODE, title: verdict.operationId, body: data, invalidToken: false };
}
