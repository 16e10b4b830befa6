import type { Plugin } from 'vite';

/**
 * A Web Worker's bundle in one file, what it imports lazily included, as Vite's classic worker format gives: the
 * scanner's decoder and the bulk readers are precached and started as single files. A worker whose entry matches
 * `split` keeps its lazy imports in chunks of their own instead (the config studio's check worker reads the plugins'
 * manifests, and must not carry the pages they load lazily).
 */
export function oneFileWorker(split: RegExp): Plugin {
  let splits = false;
  return {
    name: 'portal:one-file-worker',
    options(input) {
      const entries = typeof input.input === 'string' ? [input.input] : Object.values(input.input ?? {});
      splits = entries.some((entry) => split.test(entry));
      return null;
    },
    outputOptions(output) {
      return splits ? null : { ...output, codeSplitting: false };
    },
  };
}
