// A live build never carries the demo's credentials: the demo's single sign-on link lives in build/demo-config, laid
// over config/ for the demo only, and a live build refuses config/ that carries it (or any address with a token).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoConfigText, demoValuesIn, overlay } from '../../build/demoConfig';

function portalWith(sso: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'demo-config-'));
  writeFileSync(join(dir, 'portal.json'), JSON.stringify({ defaultCountry: 'sg', ...(sso ? { sso } : {}) }));
  return dir;
}

describe('demo-only config', () => {
  it('the shipped config/ carries no demo credential, so the live build takes it', () => {
    expect(demoValuesIn('config')).toEqual([]);
    expect(readFileSync('config/portal.json', 'utf8')).not.toContain('sso-demo-token');
  });

  it('the demo serves config/portal.json with its single sign-on link laid over, everything else as in config/', () => {
    const served = JSON.parse(demoConfigText('config', 'portal.json') ?? 'null') as Record<string, unknown>;
    const own = JSON.parse(readFileSync('config/portal.json', 'utf8')) as Record<string, unknown>;
    expect(served.sso).toEqual({ authorizeUrl: '/validate-login?access_token=sso-demo-token&aaa_user_id=9001', enrolmentUrl: '/validate-login?enrol=1' });
    expect({ ...served, sso: undefined }).toEqual({ ...own, sso: undefined });
    expect(demoConfigText('config', 'gates.json')).toBeNull();
  });

  it('refuses config/ carrying the demo link, or any single sign-on address with an access token', () => {
    const demo = demoValuesIn(portalWith({ authorizeUrl: '/validate-login?access_token=sso-demo-token&aaa_user_id=9001', enrolmentUrl: 'https://idp.example.com/enrol' }));
    expect(demo.some((p) => p.includes('sso.authorizeUrl is the demo\'s value'))).toBe(true);
    const token = demoValuesIn(portalWith({ authorizeUrl: 'https://portal.example.com/validate-login?access_token=abc&aaa_user_id=1', enrolmentUrl: 'https://idp.example.com/enrol' }));
    expect(token).toEqual(['config/portal.json: sso.authorizeUrl carries an access token; set the identity provider\'s address (see the single sign-on row of docs/decisions.md)']);
    expect(demoValuesIn(portalWith({ authorizeUrl: 'https://idp.example.com/authorize?client_id=dp-portal', enrolmentUrl: 'https://idp.example.com/enrol' }))).toEqual([]);
    expect(demoValuesIn(portalWith(null))).toEqual([]);
  });

  it('lays objects over key by key and replaces anything else', () => {
    expect(overlay({ a: 1, b: { c: 2, d: 3 }, e: [1] }, { b: { d: 4 }, e: [2] })).toEqual({ a: 1, b: { c: 2, d: 4 }, e: [2] });
  });
});
