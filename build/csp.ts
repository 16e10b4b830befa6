import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Origins of the absolute API base URLs (relative ones are the page's own origin, 'self'). */
export function apiOrigins(configDir: string, env: Record<string, string | undefined>): string[] {
  const urls: string[] = [];
  const read = (file: string): unknown => JSON.parse(readFileSync(join(configDir, file), 'utf8'));
  const portal = read('portal.json') as { api?: { globalBaseUrl?: string }; files?: { countries?: string } };
  if (portal.api?.globalBaseUrl) urls.push(portal.api.globalBaseUrl);
  const countriesDir = join(configDir, portal.files?.countries ?? 'countries');
  for (const f of readdirSync(countriesDir).filter((n) => n.endsWith('.json'))) {
    const country = JSON.parse(readFileSync(join(countriesDir, f), 'utf8')) as { api?: { baseUrl?: string } };
    if (country.api?.baseUrl) urls.push(country.api.baseUrl);
  }
  for (const [key, value] of Object.entries(env)) if (key.startsWith('VITE_API_BASE_') && value) urls.push(value);
  urls.push(...(env.PORTAL_CSP_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean));
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

/**
 * The live build's policy: scripts only from the portal's own files (no eval, no inline script), styles inline as
 * Chakra's emotion writes them, API calls to the portal's origin and the configured API hosts, PDFs and pictures
 * as blob: and data: URLs, the scanner's worker from the portal's files. frame-ancestors cannot be set in a meta
 * tag: the README gives the header for it.
 */
export function contentSecurityPolicy(connectOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Writes the policy into index.html of the live build (the demo build's service worker is left without it). */
export function cspPlugin(configDir: string): Plugin {
  return {
    name: 'portal:csp',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const policy = contentSecurityPolicy(apiOrigins(configDir, process.env));
        const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}" />`;
        // Right after the charset (which must stay first), before any style or script the policy governs.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('index.html has no <meta charset>: the CSP meta goes after it');
        return html.replace(charset, (m) => `${m}\n    ${meta}`);
      },
    },
  };
}
