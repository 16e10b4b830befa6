import type { BrowserConfigCheck, ReadConfigFile } from '@kernel';
import type { CheckAnswer, CheckAsked } from './checkWorkerHost';

/** The part of `Worker` the studio uses (a real Worker satisfies it; tests pass a fake). */
export interface CheckWorkerLike {
  postMessage(message: CheckAsked): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<CheckAnswer>) => void) | null;
  onerror: ((event: Event) => void) | null;
}

/** The shared check of the served files with the studio's drafts over them. */
export interface StudioChecker {
  check(drafts: Readonly<Record<string, string>>): Promise<BrowserConfigCheck>;
  stop(): void;
}

const startWorker = (): CheckWorkerLike | null => (typeof Worker === 'undefined'
  ? null
  : new Worker(new URL('./check.worker.ts', import.meta.url), { type: 'module' }) as unknown as CheckWorkerLike);

interface Waiting {
  resolve: (result: BrowserConfigCheck) => void;
  reject: (error: Error) => void;
  drafts: Readonly<Record<string, string>>;
}

/**
 * The check in a Web Worker (check.worker.ts), so a keystroke never waits for it and the page's thread is left to the
 * editor and the problem list. Where no worker starts (or it fails), the same check runs on the page (`onPage`). A
 * check the worker skipped for a newer one is never answered: the page has stopped waiting for it by then.
 */
export function studioChecker(
  onPage: (drafts: Readonly<Record<string, string>>) => Promise<BrowserConfigCheck>,
  served: ReadConfigFile,
  makeWorker: () => CheckWorkerLike | null = startWorker,
): StudioChecker {
  let worker: CheckWorkerLike | null = null;
  try {
    worker = makeWorker();
  } catch {
    worker = null;
  }
  let lastId = 0;
  const waiting = new Map<number, Waiting>();
  const onThePage = () => {
    worker?.terminate();
    worker = null;
    // The newest asked only; the older ones were skipped for it.
    const newest = Math.max(0, ...waiting.keys());
    const w = waiting.get(newest);
    waiting.clear();
    if (w) onPage(w.drafts).then(w.resolve, w.reject);
  };
  if (worker) {
    worker.onmessage = ({ data }) => {
      if (data.kind === 'read') {
        // The worker reads the files as served through the page's reader.
        const { file } = data;
        served(file).then(
          (text) => worker?.postMessage({ kind: 'file', file, text }),
          (e: unknown) => worker?.postMessage({ kind: 'fileFailed', file, error: e instanceof Error ? e.message : String(e) }),
        );
        return;
      }
      const w = waiting.get(data.id);
      for (const id of waiting.keys()) if (id <= data.id) waiting.delete(id);
      if (!w) return;
      if ('result' in data) w.resolve(data.result);
      else w.reject(new Error(data.error));
    };
    // A worker that cannot load its code (or fails outside a check): the page checks from now on.
    worker.onerror = onThePage;
  }
  return {
    check(drafts) {
      if (!worker) return onPage(drafts);
      const id = ++lastId;
      return new Promise<BrowserConfigCheck>((resolve, reject) => {
        waiting.set(id, { resolve, reject, drafts });
        worker?.postMessage({ kind: 'check', id, drafts });
      });
    },
    stop() {
      worker?.terminate();
      worker = null;
      waiting.clear();
    },
  };
}
