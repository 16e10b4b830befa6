/** Plumbing every order endpoint shares: the path's country and the token of one of its points. */
import { HttpResponse } from 'msw';
import type { CountryCode } from '@kernel';
import type { SimResponse } from '@sim/kit';

// The kit's country plumbing, under the names the order handlers use.
export { countryEndpoint as countryPath, countryCaller as caller, type CountryCaller as Caller } from '@sim/kit';

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

/** A binary answer (PDF, image). Typed as the simulator's response so a handler can also answer JSON errors. */
export function bytesResponse(bytes: Uint8Array, contentType: string, status = 200): SimResponse {
  const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return new HttpResponse(body, { status, headers: { 'Content-Type': contentType, 'Content-Length': String(bytes.byteLength) } }) as unknown as SimResponse;
}

/** 202 with no body: "not ready yet". */
export function accepted(): SimResponse {
  return new HttpResponse(null, { status: 202 }) as unknown as SimResponse;
}

export const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
export const isText = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
export const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
