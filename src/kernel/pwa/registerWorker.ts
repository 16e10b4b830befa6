// Loaded lazily once the portal has drawn (RootLayout): neither the login screen's first paint nor its JavaScript
// budget pays for the service worker.
const BASE = import.meta.env.BASE_URL;

/** The service worker's script: the same for the portal and, in the demo build, the simulated API inside it. */
export const WORKER_URL = `${BASE}sw.js`;

/**
 * Registers the portal's service worker (builds only: the dev server has none), so the counter pages open with no
 * network and the browser offers to install the portal. A failure leaves the portal as it was, online only.
 */
export async function registerPortalWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(WORKER_URL, { scope: BASE });
  } catch {
    // No worker (e.g. a private window that refuses them): nothing the operator can act on.
  }
}

/**
 * Points index.html's manifest link at the operator's language, so the installed app is named in it where the
 * browser reads the manifest at install time (Chromium does; Safari names it from the page title).
 */
export function localizeManifest(locale: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (link) link.href = `${BASE}manifest.${locale}.webmanifest`;
}
