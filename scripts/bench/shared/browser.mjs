// Debian's Chromium as every bench launches it, a free port, and the CDP settings the benches use to play a cheap
// phone: the CPU slowed down, the network slowed down, the HTTP cache off.
import { connect, createServer } from 'node:net';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

/** Chromium with the benches' flags and `extraArgs` (a camera clip, a trusted certificate). */
export async function launchChromium(extraArgs = [], options = {}) {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS, ...extraArgs], ...options });
}

/** Playwright's chromium (for Lighthouse's `prepare` steps, which connect to Lighthouse's own Chromium). */
export async function playwrightChromium() {
  return (await import('@playwright/test')).chromium;
}

/** A port nobody listens on now. */
export const freePort = () => new Promise((done, failed) => {
  const probe = createServer().on('error', failed);
  probe.listen(0, '127.0.0.1', () => { const { port } = probe.address(); probe.close(() => done(port)); });
});

/** True when something accepts connections on `port`. */
export const listening = (port) => new Promise((done) => {
  const socket = connect(port, '127.0.0.1', () => { socket.end(); done(true); }).on('error', () => done(false));
});

/** A CDP session on `page`; its CPU slowed `cpuRate` times, its HTTP cache off when `cold`. */
export async function phoneSession(page, { cpuRate = 1, cold = false } = {}) {
  const cdp = await page.context().newCDPSession(page);
  if (cold) {
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  if (cpuRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return cdp;
}

/** Lighthouse's mobile network (150 ms round trip, 1.6 Mbps down, 750 kbps up), applied for real through `cdp`. */
export async function slowNetwork(cdp, { rttMs = 150, downKbps = 1600, upKbps = 750 } = {}) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: rttMs, downloadThroughput: (downKbps * 1000) / 8, uploadThroughput: (upKbps * 1000) / 8 });
}

/** A phone-sized context (`options` added: no worker, a locale...): how the page benches open the portal. */
export function newPhoneContext(browser, options = {}) {
  return browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 412, height: 823 }, ...options });
}
