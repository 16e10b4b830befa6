/**
 * Stateless access tokens: `sim.<base64url of {"u": username, "exp": epoch ms}>`. The in-page simulator restarts
 * on every reload while the portal keeps its token in local storage, so the token itself must say who it is.
 */

const PREFIX = 'sim.';

/** Session length of the spec's login result (expirationDate is now + 12 h). */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export interface IssuedToken {
  token: string;
  expiresAt: number;
}

export function issueToken(username: string, now: number = Date.now()): IssuedToken {
  const expiresAt = now + TOKEN_LIFETIME_MS;
  return { token: PREFIX + toBase64Url(JSON.stringify({ u: username, exp: expiresAt })), expiresAt };
}

/** The username a token stands for, or null when it is not ours, cannot be read or has expired. */
export function readToken(token: string, now: number = Date.now()): string | null {
  if (!token.startsWith(PREFIX)) return null;
  const json = fromBase64Url(token.slice(PREFIX.length));
  if (json === null) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(json);
  } catch {
    return null;
  }
  if (claims === null || typeof claims !== 'object') return null;
  const { u, exp } = claims as { u?: unknown; exp?: unknown };
  if (typeof u !== 'string' || typeof exp !== 'number' || !(exp > now)) return null;
  return u;
}
