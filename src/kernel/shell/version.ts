declare const __APP_VERSION__: string;

/** Version of this build, compared with the served version file. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/**
 * Whether the server now serves another build than this tab's: asked when a chunk will not load, because after a
 * deployment the old tab's chunks are gone. No answer (offline) is not a new version.
 */
export async function newVersionServed(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const url = new URL(`${import.meta.env.BASE_URL}version.json`, window.location.href);
    const res = await fetchImpl(url, { cache: 'no-store' });
    if (!res.ok) return false;
    const served = ((await res.json()) as { version?: unknown }).version;
    return typeof served === 'string' && served !== APP_VERSION;
  } catch {
    return false;
  }
}
