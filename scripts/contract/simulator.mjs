// The check's own simulated API: the simulator bundle built into a folder of its own (not .sim-server, which others
// may be serving), answered behind scripts/liveServer.mjs on a free port. The live build is not needed: the check
// asks only /api. Then a demo user (`<country>-demo`, src/sim/accounts.ts) logs in through the document's login
// operation: the one POST the check makes, and only to the simulator it started itself.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
/** Under node_modules/.cache: ignored by git and lint, and the bundle finds its packages from there. */
export const SIM_DIR = join(root, 'node_modules/.cache/contract-check/sim-server');
const DEMO_PASSWORD = 'demo';

export function buildSimulator(outDir = SIM_DIR) {
  execFileSync('npx', ['vite', 'build', '--ssr', 'build/simServer/entry.ts', '--outDir', outDir, '--emptyOutDir', '--mode', 'demo', '--logLevel', 'error'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

const freePort = () => new Promise((done, fail) => {
  const probe = createServer().on('error', fail);
  probe.listen(0, '127.0.0.1', () => { const { port } = probe.address(); probe.close(() => done(port)); });
});

/** Starts the server; `{ origin, stop }`. */
export async function startSimulator(simDir = SIM_DIR) {
  if (!existsSync(join(simDir, 'entry.js'))) throw new Error(`no simulator bundle in ${simDir}`);
  const port = await freePort();
  // A folder with no live build: the server then answers pages with a note, and /api from the bundle.
  const child = spawn(process.execPath, [join(root, 'scripts/liveServer.mjs'), join(simDir, 'no-live-build'), String(port)], {
    cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LIVE_SIM_DIR: simDir, LIVE_TLS: '' },
  });
  await new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the simulator's server stopped (exit ${code})`)));
    child.stdout.once('data', done);
  });
  child.removeAllListeners('exit');
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** The demo user's token and point id, through the document's `login` operation on the started simulator. */
export async function logInToSimulator(simulator, operations, country) {
  const login = operations.find((o) => o.id === 'login');
  if (!login || login.method !== 'post') throw new Error('the document has no POST operation "login"');
  const response = await fetch(`${simulator.origin}/api/global${login.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username: `${country}-demo`, password: DEMO_PASSWORD }),
  });
  const body = await response.json().catch(() => null);
  const data = body?.data;
  if (!response.ok || typeof data?.accessToken !== 'string') {
    throw new Error(`the demo login ${country}-demo failed: ${response.status} ${body?.error?.message ?? ''}`);
  }
  return { token: data.accessToken, dpId: data.dpId };
}
