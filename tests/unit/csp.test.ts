// The live build's Content Security Policy: connect-src follows the API hosts config and the build name.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiOrigins, contentSecurityPolicy } from '../../build/csp';

function configWith(globalBaseUrl: string, countries: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  writeFileSync(join(dir, 'portal.json'), JSON.stringify({ api: { globalBaseUrl }, files: { countries: 'countries' } }));
  mkdirSync(join(dir, 'countries'));
  for (const [cc, baseUrl] of Object.entries(countries)) writeFileSync(join(dir, 'countries', `${cc}.json`), JSON.stringify({ api: { baseUrl } }));
  return dir;
}

describe('content security policy', () => {
  it('the shipped config (relative API URLs) allows the portal origin only', () => {
    expect(apiOrigins('config', {})).toEqual([]);
    expect(contentSecurityPolicy([])).toContain("connect-src 'self';");
  });

  it('absolute API URLs in config and VITE_API_BASE_* add their origins, once each', () => {
    const dir = configWith('https://api.example.com/global', { sg: 'https://api.example.com/sg', th: '/api/th' });
    const origins = apiOrigins(dir, { VITE_API_BASE_TH: 'https://th.example.org:8443/api', PORTAL_CSP_CONNECT_SRC: 'https://extra.example.net' });
    expect(origins).toEqual(['https://api.example.com', 'https://extra.example.net', 'https://th.example.org:8443']);
    const policy = contentSecurityPolicy(origins);
    expect(policy).toContain("connect-src 'self' https://api.example.com https://extra.example.net https://th.example.org:8443");
  });

  it('never allows eval or inline scripts', () => {
    const policy = contentSecurityPolicy([]);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});
