import { strToU8, zipSync } from 'fflate';
import type { ConfigFiles } from './changedFiles';

// A fixed date: the same files give the same archive, whatever the day of the download.
const FIXED_DATE = new Date(Date.UTC(2020, 0, 1));

/**
 * One zip archive of config files, by their path under config/ (the archive unpacks over a config/ folder). It
 * zips whatever it is given: checking the files is the caller's business.
 */
export function zipFiles(files: ConfigFiles): Uint8Array {
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {};
  for (const [path, text] of Object.entries(files)) {
    // An archive entry must unpack inside config/, not above it nor at the root of the disk.
    if (path === '' || path.startsWith('/') || path.split('/').some((part) => part === '..' || part === '')) throw new RangeError(`unsafe path in zip: ${path}`);
    entries[path] = [strToU8(text), { mtime: FIXED_DATE }];
  }
  return zipSync(entries, { level: 6 });
}
