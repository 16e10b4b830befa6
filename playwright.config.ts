import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4174);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A private build folder (E2E_DIST) lets several people run e2e from one checkout without sharing dist-demo.
const outDir = process.env.E2E_DIST ? ` --outDir ${process.env.E2E_DIST}` : '';
const livePort = Number(process.env.E2E_LIVE_PORT ?? 4175);
const liveDist = process.env.E2E_LIVE_DIST ?? 'dist-live';

/** End-to-end tests in Debian's Chromium against the demo build (simulated API), served by `vite preview`. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  // CI runs on 2 cores with two browsers at once: a login and a first page can take 10-15 s there.
  timeout: 120_000,
  // A first login in a new context waits for the demo's worker to install before its simulator answers: 26-37 s
  // seen on the loaded 2-core machine (2026-11-28). Only an assertion that fails waits this long.
  expect: { timeout: 45_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      command: `npx vite preview --mode demo${outDir} --port ${port} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The live build with its Content Security Policy, the simulated API behind /api (tests/e2e/live).
      command: `node scripts/liveServer.mjs ${liveDist} ${livePort}`,
      url: `http://127.0.0.1:${livePort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
