import type { ReadConfigFile } from './load';

/** A file of config/ from the server the portal is served from, uncached, so an admin's edit shows on reload. */
export const readServed: ReadConfigFile = async (rel) => {
  const res = await fetch(`${import.meta.env.BASE_URL}config/${rel}`, { cache: 'no-cache' });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.text();
};

/** A reader that fetches each file once: the login screen's files are read again by the full check after it. */
export function readOnce(read: ReadConfigFile = readServed): ReadConfigFile {
  const seen = new Map<string, Promise<string | null>>();
  return (rel) => {
    let text = seen.get(rel);
    if (!text) seen.set(rel, (text = read(rel)));
    return text;
  };
}
