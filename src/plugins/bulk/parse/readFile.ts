/**
 * Reads a bulk file off the main thread: a Web Worker per file, stopped after the time limit (a file that hangs the
 * reader gives the spec's "select Retry" message) and after its answer.
 */
import { extensionOf } from '../model/fileErrors';
import { BULK_LIMITS } from '../model/limits';
import type { ParseResult } from './result';

export interface WorkerLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

// One worker a format, so a CSV never loads SheetJS (500 kB).
const defaultWorker = (kind: 'csv' | 'sheet'): WorkerLike => (kind === 'csv'
  ? new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' })
  : new Worker(new URL('./sheet.worker.ts', import.meta.url), { type: 'module' }));

export interface ReadOptions {
  timeoutMs?: number;
  makeWorker?: (kind: 'csv' | 'sheet') => WorkerLike;
}

export async function readBulkFile(file: Pick<File, 'name' | 'size' | 'arrayBuffer'>, options: ReadOptions = {}): Promise<ParseResult> {
  const ext = extensionOf(file.name);
  if (!ext) return { ok: false, error: 'wrongFormat' };
  if (file.size > BULK_LIMITS.maxFileBytes) return { ok: false, error: 'tooLarge' };
  const buffer = await file.arrayBuffer();
  const worker = (options.makeWorker ?? defaultWorker)(ext === 'csv' ? 'csv' : 'sheet');
  return new Promise<ParseResult>((resolve) => {
    const finish = (result: ParseResult) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ ok: false, error: 'failed' }), options.timeoutMs ?? BULK_LIMITS.parseTimeoutMs);
    worker.onmessage = (event: MessageEvent<{ result: ParseResult }>) => finish(event.data.result);
    worker.onerror = () => finish({ ok: false, error: 'failed' });
    worker.postMessage({ id: 1, name: file.name, buffer }, [buffer]);
  });
}
