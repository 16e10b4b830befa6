// Serving a build for a bench. A live build is served as a deployment serves it: scripts/liveServer.mjs (gzip, its
// caching headers, the simulated API behind /api from the simulator bundle), over HTTPS and HTTP/2 with a
// self-signed certificate that Chromium is told to trust by its key (`trustArgs`). A demo build, or a live build
// whose /api a bench fakes, is served by vite preview.
import { spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort, listening } from './browser.mjs';
import { benchHome, root } from './run.mjs';

/**
 * Chromium's flag that trusts the live server's certificate (in `tlsDir`, made when the server first starts) by its
 * public key. Unlike --ignore-certificate-errors, a page served with a trusted certificate keeps its files in the
 * HTTP cache as on a deployment; with a certificate error Chromium stores nothing there, and every page of a profile
 * downloads the portal's code again.
 */
export function trustCertificateArg(tlsDir) {
  const cert = new X509Certificate(readFileSync(join(resolve(root, tlsDir), 'cert.pem')));
  const spki = cert.publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

/**
 * Serves the live build in `dist` with scripts/liveServer.mjs, the simulator bundle in `sim` answering /api; over
 * HTTPS and HTTP/2 with the certificate in `tls` unless `tls` is null (plain HTTP/1.1). Resolves once it listens:
 * `base` (its address), `trustArgs` (Chromium flags that trust it) and `close`.
 */
export async function serveLive({ dist, sim = `${benchHome}/pages-sim`, tls = `${benchHome}/tls`, port }) {
  const at = port || (await freePort());
  const env = { ...process.env, LIVE_SIM_DIR: sim, ...(tls ? { LIVE_TLS: tls } : {}) };
  const child = spawn(process.execPath, ['scripts/liveServer.mjs', dist, String(at)], { cwd: root, env, stdio: 'ignore' });
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    if (await listening(at)) {
      return { base: `${tls ? 'https' : 'http'}://127.0.0.1:${at}`, trustArgs: tls ? [trustCertificateArg(tls)] : [], close: () => child.kill('SIGTERM') };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the live server did not answer within 20 s');
}

/**
 * Serves `dist` with vite preview in `mode` ('demo' or 'production'); `proxy` sends paths elsewhere (a fake API's
 * server). Resolves `base`, the Vite server and `close`.
 */
export async function servePreview({ dist, mode = 'demo', proxy }) {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true'; // a known config notice, not a bench's business
  const { preview } = await import('vite');
  let lastError;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    try {
      const server = await preview({ root, mode, logLevel: 'warn', build: { outDir: dist }, preview: { port, host: '127.0.0.1', strictPort: true, open: false, ...(proxy ? { proxy } : {}) } });
      return { base: `http://127.0.0.1:${port}`, server, close: () => server.close() };
    } catch (e) {
      lastError = e;
      if (!/EADDRINUSE|already in use/i.test(String(e?.message ?? e))) throw e;
    }
  }
  throw lastError;
}
