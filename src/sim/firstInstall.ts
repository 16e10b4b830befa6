/**
 * Resolves once this page is controlled by a service worker, when the first one is still on its way; at once
 * otherwise. msw reloads a page no worker controls while a registration exists, and the portal's first worker takes
 * a few seconds to install (it caches the counter pages): a page opened meanwhile (the login form's company account
 * link) reloaded itself every few hundred milliseconds until it ended. The first worker claims open pages, so the
 * wait ends with it. An install that fails, or one that takes longer than `patienceMs`, ends it too, and msw then
 * decides as before.
 */
export async function firstWorkerInControl(container: ServiceWorkerContainer = navigator.serviceWorker, patienceMs = 30_000): Promise<void> {
  if (container.controller) return;
  const registrations = await container.getRegistrations();
  // Registered but not yet activated (a registration may have no worker at all for a moment after register()).
  const pending = registrations.find((r) => r.active?.state !== 'activated');
  if (!pending) return;
  await new Promise<void>((resolve) => {
    const stop = new AbortController();
    const done = () => {
      stop.abort();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, patienceMs);
    const watch = (worker: ServiceWorker | null) =>
      worker?.addEventListener('statechange', () => { if (worker.state === 'redundant') done(); }, { signal: stop.signal });
    container.addEventListener('controllerchange', done, { signal: stop.signal });
    pending.addEventListener('updatefound', () => watch(pending.installing), { signal: stop.signal });
    watch(pending.installing ?? pending.waiting ?? pending.active);
  });
}
