// Records a page's requests by phase and waits for the network to go quiet (Playwright's 'networkidle' only
// covers the initial load, not what a single-page app fetches after a click).

const JS_PATH = /\.m?js$/i;

/** True for a script download: resource type script (modulepreload is one too) or any .js/.mjs URL. */
export function isScript(request) {
  const type = request.resourceType();
  if (type === 'script') return true;
  try {
    return JS_PATH.test(new URL(request.url()).pathname);
  } catch {
    return false;
  }
}

export function trackNetwork(page) {
  const inflight = new Set();
  const requests = [];
  let phase = 'initial';
  let lastActivity = Date.now();

  page.on('request', (request) => {
    inflight.add(request);
    lastActivity = Date.now();
    requests.push({ request, phase, url: request.url(), type: request.resourceType(), script: isScript(request) });
  });
  const settle = (request) => {
    inflight.delete(request);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);

  return {
    requests,
    setPhase(name) {
      phase = name;
    },
    /** Resolves once nothing has been in flight for quietMs; rejects after timeoutMs naming what is still pending. */
    async waitForIdle({ quietMs = 500, timeoutMs = 20_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const now = Date.now();
        if (inflight.size === 0 && now - lastActivity >= quietMs) return;
        if (now > deadline) {
          const pending = [...inflight].map((r) => r.url()).join(', ') || '(none; activity kept restarting the quiet period)';
          throw new Error(`network did not go idle within ${timeoutMs} ms; pending: ${pending}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}
