// A deployment the test can replace while a tab is open: serves one build folder (index.html for the app's
// routes), swapped whole by publish() as a real deployment replaces the files, with the simulated API behind /api
// for the live build (the same bundle scripts/liveServer.mjs uses).
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.svg': 'image/svg+xml', '.wasm': 'application/wasm',
};

type Answer = (request: Request) => Promise<Response | undefined>;

export interface Deployment {
  url: string;
  /** Serves `dir` from now on; the previous build's files are gone. */
  publish(dir: string): void;
  close(): Promise<void>;
}

export async function deploymentServer(firstDir: string, port: number, simDir?: string): Promise<Deployment> {
  let dir = resolve(firstDir);
  const simEntry = simDir ? join(resolve(simDir), 'entry.js') : null;
  if (simEntry && !existsSync(simEntry)) throw new Error(`No simulator bundle in ${simDir}: npx vite build --ssr build/simServer/entry.ts --outDir ${simDir} --mode demo`);
  const answer: Answer | null = simEntry ? ((await import(pathToFileURL(simEntry).href)) as { answer: Answer }).answer : null;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (answer && url.pathname.startsWith('/api/')) {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
        const method = req.method ?? 'GET';
        const response = await answer(new Request(`http://127.0.0.1${req.url}`, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks) }));
        if (!response) { res.writeHead(404); res.end(); return; }
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
        return;
      }
      let path = resolve(dir, '.' + decodeURIComponent(url.pathname));
      if (!path.startsWith(dir + sep)) path = join(dir, 'index.html');
      const found = await stat(path).then((s) => s.isFile(), () => false);
      if (!found) {
        if (extname(url.pathname)) { res.writeHead(404, { 'Content-Type': 'text/plain' }); res.end('Not found'); return; }
        path = join(dir, 'index.html');
      }
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
      res.end(await readFile(path));
    })().catch((e: unknown) => { res.writeHead(500); res.end(String(e)); });
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}`,
    publish: (next) => { dir = resolve(next); },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
