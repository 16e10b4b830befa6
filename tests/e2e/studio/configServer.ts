// A build served with another config/ folder, as a deployment serves its own copy: the studio's downloaded files
// are tried without touching the project's config/ (vite preview always serves the project's own).
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.woff2': 'font/woff2', '.ico': 'image/x-icon', '.wasm': 'application/wasm', '.mp3': 'audio/mpeg', '.wav': 'audio/wav',
};

function inside(root: string, urlPath: string): string | null {
  const file = normalize(join(root, decodeURIComponent(urlPath)));
  return file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile() ? file : null;
}

/** Serves `dist` with `/config/` from `configDir`; other paths fall back to index.html, as the portal's routes need. */
export function serveWithConfig(dist: string, configDir: string, port: number): Promise<Server> {
  const root = resolve(dist);
  const config = resolve(configDir);
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const file = path.startsWith('/config/') ? inside(config, path.slice('/config/'.length)) : inside(root, path.slice(1)) ?? (extname(path) ? null : join(root, 'index.html'));
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    res.end(readFileSync(file));
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok(server));
  });
}
