// @vitest-environment node
// The live server's caching headers (scripts/liveServer.mjs, which the page bench and the live e2e tests serve the
// live build with, as a deployment would): the build's hashed files are kept by the browser, so the next page after
// the login does not download the portal's code again; what can change under its name is never stored.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const freePort = () => new Promise<number>((done) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
  });
});

let server: ChildProcess;
let base = '';

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'live-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'config'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(dist, 'assets/index-qBBNGeBQ.js'), 'export {};');
  writeFileSync(join(dist, 'assets/chakra-Bwvu0xvq.js'), 'export {};');
  writeFileSync(join(dist, 'assets/index-B5G7VU3m.css'), 'body{}');
  mkdirSync(join(dist, 'assets/api-3845dc4a68'));
  writeFileSync(join(dist, 'assets/api-3845dc4a68/listParcels.js'), 'export {};');
  writeFileSync(join(dist, 'config/portal.json'), '{}');
  writeFileSync(join(dist, 'sw.js'), '');
  writeFileSync(join(dist, 'version.json'), '{"version":"1"}');
  const port = await freePort();
  server = spawn('node', ['scripts/liveServer.mjs', dist, String(port)], { stdio: 'ignore', env: { ...process.env, LIVE_TLS: '' } });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${base}/version.json`).then(() => true, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the live server did not start');
});

afterAll(() => {
  server.kill();
});

const cacheControl = async (path: string) => (await fetch(`${base}${path}`)).headers.get('cache-control');

describe('live server caching', () => {
  it("keeps the build's hashed files for a year", async () => {
    for (const path of ['/assets/index-qBBNGeBQ.js', '/assets/chakra-Bwvu0xvq.js', '/assets/index-B5G7VU3m.css', '/assets/api-3845dc4a68/listParcels.js']) {
      expect(await cacheControl(path), path).toBe('public, max-age=31536000, immutable');
    }
  });

  it('never stores what may change under its name: the pages, config, the worker, the version', async () => {
    for (const path of ['/', '/index.html', '/send-parcel', '/config/portal.json', '/sw.js', '/version.json']) {
      expect(await cacheControl(path), path).toBe('no-store');
    }
  });

  it('a missing hashed file is not cached either', async () => {
    const res = await fetch(`${base}/assets/gone-AAAAAAAA.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});
