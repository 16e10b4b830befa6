// What a simulated endpoint reads of a request and how it answers beyond JSON: query values, body checks, files.
import { HttpResponse } from 'msw';
import type { CountryCode } from '../kernel/types';

export function query(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** A query flag: true for 'true' or '1'. */
export function flag(request: Request, name: string): boolean {
  const value = query(request).get(name);
  return value === 'true' || value === '1';
}

/**
 * Absolute address of a simulated file, on the origin and API prefix the request came in on, so the portal can
 * fetch it like a real server's signed file URL (axios leaves absolute URLs alone).
 */
export function fileUrl(request: Request, country: CountryCode, file: string): string {
  const url = new URL(request.url);
  const marker = `/api/${country}/`;
  const at = url.pathname.indexOf(marker);
  const prefix = at >= 0 ? url.pathname.slice(0, at + marker.length) : marker;
  return `${url.origin}${prefix}sim-files/${file}`;
}

/**
 * A binary answer (PDF, image). The document types a binary body (`type: string` with a media type) as a string,
 * so this answer is typed so too: a handler answers it only where the document has a binary body.
 */
export function bytesResponse(bytes: Uint8Array, contentType: string, status = 200): HttpResponse<string> {
  const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return new HttpResponse(body, { status, headers: { 'Content-Type': contentType, 'Content-Length': String(bytes.byteLength) } }) as unknown as HttpResponse<string>;
}

/** 202 with no body: "not ready yet" (the document's no-content answer). */
export function accepted(): HttpResponse<null> {
  return new HttpResponse(null, { status: 202 });
}

export const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
export const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
