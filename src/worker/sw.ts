// The portal's service worker (built by vite-plugin-pwa's injectManifest, see build/pwa.ts): the counter pages open
// with no network. Workbox does the caching; this file only says what goes where and when a new version takes over.
// In the demo build the simulated API (msw's worker script) runs inside this same worker: one scope, one worker.
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, Route, Router } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';

// The DOM library types `self` as a window; these are the few worker members used here.
interface WorkerEvent extends Event { waitUntil(work: Promise<unknown>): void }
interface FetchEventLike extends WorkerEvent { readonly request: Request; respondWith(response: Promise<Response>): void }
interface MessageEventLike extends WorkerEvent { readonly data: unknown }
interface WorkerScope {
  readonly registration: { readonly active: { readonly scriptURL: string } | null; readonly scope: string };
  readonly location: { readonly href: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: string, listener: (event: never) => void): void;
}
declare function importScripts(...urls: string[]): void;
const worker = self as unknown as WorkerScope;

const scope = new URL(worker.registration.scope);
const CONFIG_PREFIX = `${scope.pathname}config/`;

// One injection point: the build lists the counter pages' files and config/ together; config is not precached
// (cache-first would hide an admin's edit) but warmed into a stale-while-revalidate cache at install.
// Written as `self.__WB_MANIFEST`: the build finds the injection point by that text.
const manifest = (self as unknown as { __WB_MANIFEST: Array<PrecacheEntry | string> }).__WB_MANIFEST;
const listed = manifest.map((e) => (typeof e === 'string' ? { url: e, revision: null } : e));
const isConfig = (url: string) => new URL(url, scope).pathname.startsWith(CONFIG_PREFIX);

const precache = new PrecacheController();
precache.addToCacheList(listed.filter((e) => !isConfig(e.url)));
// ignoreVary: servers answer config with `Vary: Origin`, and the page's preload (a CORS request, with an Origin)
// must find what the warm-up (without one) stored.
const config = new StaleWhileRevalidate({ cacheName: 'portal-config', matchOptions: { ignoreVary: true } });

const router = new Router();
router.registerRoute(new PrecacheRoute(precache));
router.registerRoute(new Route(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(CONFIG_PREFIX), config));
// Any page of the portal is index.html: its routes are client-side. Files (version.json, the worker) are not pages.
router.registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('index.html'), { denylist: [/\/[^/]+\.[a-z0-9]+$/i] }));

const simulator = import.meta.env.VITE_SIMULATOR ? importSimulator(`${scope.pathname}mockServiceWorker.js`) : null;

worker.addEventListener('install', (event: WorkerEvent) => {
  const warm = listed.filter((e) => isConfig(e.url)).map((e) => config.handleAll({ event: event as never, request: new URL(e.url, scope).href })[1]);
  event.waitUntil(Promise.all([precache.install(event as never), ...warm]));
  // The first portal worker has no older version to mix with: it takes over at once (the simulator needs it in
  // control), also from the demo's former msw-only worker. A later version waits until the operator accepts the
  // update banner (SKIP_WAITING below).
  const active = worker.registration.active;
  if (!active || new URL(active.scriptURL).pathname !== new URL(worker.location.href).pathname) void worker.skipWaiting();
});

worker.addEventListener('activate', (event: WorkerEvent) => {
  event.waitUntil(Promise.all([precache.activate(event as never), worker.clients.claim()]));
});

worker.addEventListener('message', (event: MessageEventLike) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

worker.addEventListener('fetch', (event: FetchEventLike) => {
  const answer = router.handleRequest({ request: event.request, event: event as never });
  if (answer) event.respondWith(answer);
  else simulator?.fetch?.(event);
});

/**
 * Loads msw's worker script into this worker, keeping its message listener (the page's simulator talks to it) and
 * its fetch listener, called only for requests no Workbox route answers. Its install and activate listeners are
 * dropped (they take over at once, which would mix versions), and so is its unregistering when the last tab
 * closes or reloads (which would take the offline portal away with it).
 */
function importSimulator(url: string): { fetch?: (event: FetchEventLike) => void } {
  const taken: { fetch?: (event: FetchEventLike) => void } = {};
  const add = worker.addEventListener;
  const global = self as unknown as { addEventListener: (type: string, listener: (event: never) => void) => void };
  global.addEventListener = (type, listener) => {
    if (type === 'fetch') taken.fetch = listener as (event: FetchEventLike) => void;
    if (type === 'message') {
      add.call(worker, 'message', (event: MessageEventLike) => {
        if (event.data !== 'CLIENT_CLOSED') (listener as (e: MessageEventLike) => void)(event);
      });
    }
  };
  try {
    importScripts(url);
  } finally {
    Reflect.deleteProperty(global, 'addEventListener');
  }
  return taken;
}
