const INSTALL_WAIT_MS = 30_000;

/** The registration's next version once it has installed, or null when none comes in time (or there is no worker). */
async function installedVersion(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  await registration.update().catch(() => undefined);
  if (registration.waiting) return registration.waiting;
  const installing = registration.installing;
  if (!installing) return null;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), INSTALL_WAIT_MS);
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' || installing.state === 'redundant') {
        clearTimeout(timer);
        resolve(installing.state === 'installed' ? installing : null);
      }
    });
  });
}

/**
 * Takes the new version the server serves: the service worker's next version (its files all fetched first) takes
 * over, then the page reloads on it. The old version's files keep serving this tab until then, so a page opened
 * meanwhile never mixes old and new chunks. Without a worker, a plain reload.
 */
export async function applyUpdate(reload: () => void = () => window.location.reload()): Promise<void> {
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration().catch(() => undefined) : undefined;
  const next = registration ? await installedVersion(registration) : null;
  if (!next) {
    reload();
    return;
  }
  let reloaded = false;
  const once = () => {
    if (!reloaded) reload();
    reloaded = true;
  };
  navigator.serviceWorker.addEventListener('controllerchange', once, { once: true });
  // A tab the worker did not control sees no controllerchange: the new version's activation is the signal then.
  next.addEventListener('statechange', () => { if (next.state === 'activated') once(); });
  next.postMessage({ type: 'SKIP_WAITING' });
}
