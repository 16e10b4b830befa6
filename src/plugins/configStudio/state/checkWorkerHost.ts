import type { BrowserConfigCheck, ReadConfigFile } from '@kernel';

type Drafts = Readonly<Record<string, string>>;

/** Page to worker: check the served files with these drafts (path relative to config/ to text), or a file asked. */
export type CheckAsked =
  | { kind: 'check'; id: number; drafts: Drafts }
  | { kind: 'file'; file: string; text: string | null }
  | { kind: 'fileFailed'; file: string; error: string };

/** Worker to page: the answer to the check `id` (a check that could not run says why), or a served file asked. */
export type CheckAnswer =
  | { kind: 'answer'; id: number; result: BrowserConfigCheck }
  | { kind: 'answer'; id: number; error: string }
  | { kind: 'read'; file: string };

/** The part of a worker's global scope the host uses (tests pass a fake). */
export interface CheckWorkerScope {
  onmessage: ((event: MessageEvent<CheckAsked>) => void) | null;
  postMessage(answer: CheckAnswer): void;
}

/**
 * Answers the page's checks one at a time, and only the newest asked: a check asked while one runs waits for it, and
 * is dropped unanswered when a newer one is asked meanwhile (the page has stopped waiting for it by then). The files
 * as served are the page's: the worker asks the page for each (the page has read them once for its own use), so
 * page and worker never check two different versions of a file.
 */
export function serveChecks(scope: CheckWorkerScope, checker: (served: ReadConfigFile) => (drafts: Drafts) => Promise<BrowserConfigCheck>): void {
  const files = new Map<string, { resolve: (text: string | null) => void; reject: (e: Error) => void }>();
  const served: ReadConfigFile = (file) => new Promise((resolve, reject) => {
    files.set(file, { resolve, reject });
    scope.postMessage({ kind: 'read', file });
  });
  const check = checker(served);
  let next: Drafts | null = null;
  let nextId = 0;
  let running = false;
  const run = async () => {
    running = true;
    while (next) {
      const [id, drafts] = [nextId, next];
      next = null;
      try {
        scope.postMessage({ kind: 'answer', id, result: await check(drafts) });
      } catch (e) {
        scope.postMessage({ kind: 'answer', id, error: e instanceof Error ? e.message : String(e) });
      }
    }
    running = false;
  };
  scope.onmessage = ({ data }) => {
    if (data.kind === 'check') {
      [next, nextId] = [data.drafts, data.id];
      if (!running) void run();
      return;
    }
    const waiting = files.get(data.file);
    files.delete(data.file);
    if (data.kind === 'file') waiting?.resolve(data.text);
    else waiting?.reject(new Error(data.error));
  };
}
