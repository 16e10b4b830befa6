#!/usr/bin/env node
// Serves a live build (its Content Security Policy in index.html) with the simulated API
// answering /api/ on the same origin, as a deployment's reverse proxy would. For the CSP end-to-end test.
//   node scripts/liveServer.mjs [distDir=dist-live] [port=4175]
// Needs the simulator bundle: npx vite build --ssr build/simServer/entry.ts --outDir .sim-server --mode demo
// (LIVE_SIM_DIR names another folder for it). Text files go out gzip-compressed when the browser asks, as any
// deployment serves them, so a bench of this server weighs what an operator's phone downloads; the build's hashed
// files (assets/) are cacheable for a year, everything else is not stored (cacheControl below). LIVE_TLS=<folder>
// serves HTTPS with HTTP/2 (HTTP/1.1 still allowed), as a deployment behind a CDN or a current web server does, with a
// self-signed certificate made in that folder (openssl); the browser must then ignore certificate errors.
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.argv[2] ?? 'dist-live');
const port = Number(process.argv[3] ?? 4175);
const simEntry = join(resolve(root, process.env.LIVE_SIM_DIR ?? '.sim-server'), 'entry.js');
const HOW = 'npx vite build --outDir dist-live && npx vite build --ssr build/simServer/entry.ts --outDir .sim-server --mode demo';
// Missing builds are said on every answer instead of failing the start, so the other end-to-end tests still run.
const sim = existsSync(simEntry) ? await import(pathToFileURL(simEntry).href) : null;

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.wasm': 'application/wasm',
  '.woff2': 'font/woff2', '.ico': 'image/x-icon', '.mp3': 'audio/mpeg', '.wav': 'audio/wav',
};

async function body(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function api(req, res, url) {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  // HTTP/2's pseudo-headers (:path, :method) are not headers a Request takes.
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && !k.startsWith(':')) headers.set(k, v);
  const request = new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : await body(req) });
  if (!sim) {
    res.writeHead(503, { 'Content-Type': 'text/plain' });
    res.end(`No simulator bundle: ${HOW}`);
    return;
  }
  const response = await sim.answer(request);
  if (!response) {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 404, title: 'NOT_FOUND', message: 'No such endpoint' } }));
    return;
  }
  // Connection-level headers are refused by HTTP/2.
  const out = Object.fromEntries([...response.headers].filter(([k]) => !/^(connection|keep-alive|transfer-encoding)$/i.test(k)));
  res.writeHead(response.status, out);
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function file(req, res, url) {
  if (!existsSync(join(dist, 'index.html'))) {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end(`No live build in ${dist}: ${HOW}`);
    return;
  }
  let path = resolve(dist, '.' + decodeURIComponent(url.pathname));
  if (!path.startsWith(dist + sep) && path !== dist) path = join(dist, 'index.html');
  const found = await stat(path).then((s) => s.isFile(), () => false);
  // The app's routes are client-side: an unknown path without an extension is the app.
  if (!found) {
    if (extname(url.pathname)) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
      return;
    }
    path = join(dist, 'index.html');
  }
  const type = TYPES[extname(path)] ?? 'application/octet-stream';
  const headers = { 'Content-Type': type, 'Cache-Control': cacheControl(url.pathname, found), Vary: 'Accept-Encoding' };
  const bytes = await readFile(path);
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' });
    res.end(await gzipped(path, bytes));
    return;
  }
  res.writeHead(200, headers);
  res.end(bytes);
}

/**
 * The build's files under assets/ carry their content's hash in their name (or folder): kept by the browser for a year without
 * asking again, as a deployment serves them, so what the login screen and home loaded is not downloaded again on the
 * next page. Everything else (index.html, config/, the worker, version.json) may change under the same name.
 */
function cacheControl(pathname, found) {
  return found && HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-store';
}

// A file named by its hash, or an API contract check in its folder named by the contract's hash (build/contractValidators.ts).
const HASHED = /^\/assets\/(?:[^/]+-[\w-]{8}|api-[0-9a-f]{10}\/\w+)\.\w+$/;

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const gzipCache = new Map();
/** Level 6, what a web server uses by default; kept per file and modification time (a rebuild while serving). */
async function gzipped(path, bytes) {
  const key = `${path}@${(await stat(path)).mtimeMs}`;
  let out = gzipCache.get(key);
  if (!out) gzipCache.set(key, (out = gzipSync(bytes, { level: 6 })));
  return out;
}

/** A self-signed certificate for 127.0.0.1, made once in the folder. */
function certificate(dir) {
  mkdirSync(dir, { recursive: true });
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '30',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

const tls = process.env.LIVE_TLS ? resolve(root, process.env.LIVE_TLS) : null;
const handle = (req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  const work = url.pathname.startsWith('/api/') ? api(req, res, url) : file(req, res, url);
  work.catch((error) => {
    res.writeHead(500, { 'Content-Type': 'text/plain' });
    res.end(String(error));
  });
};
const server = tls ? createSecureServer({ ...certificate(tls), allowHTTP1: true }, handle) : createServer(handle);
server.listen(port, '127.0.0.1', () => console.log(`live build ${dist} with the simulated API on ${tls ? 'https' : 'http'}://127.0.0.1:${port}/`));
