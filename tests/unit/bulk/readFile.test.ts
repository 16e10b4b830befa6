// @vitest-environment node
// The worker wrapper: the worker's answer is passed on, a worker that hangs is stopped after the time limit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBulkFile, type WorkerLike } from '../../../src/plugins/bulk/parse/readFile';

function fakeWorker(answer: ((post: (data: unknown) => void) => void) | null) {
  const w: WorkerLike & { terminated: boolean } = {
    terminated: false,
    onmessage: null,
    onerror: null,
    postMessage() {
      if (answer) answer((data) => w.onmessage?.({ data } as MessageEvent));
    },
    terminate() { w.terminated = true; },
  };
  return w;
}
const file = (size = 10) => ({ name: 'a.csv', size, arrayBuffer: async () => new ArrayBuffer(size) });

afterEach(() => vi.useRealTimers());

describe('readBulkFile', () => {
  it('passes on the worker’s rows and stops the worker', async () => {
    const w = fakeWorker((post) => post({ result: { ok: true, rows: [['x']] } }));
    expect(await readBulkFile(file(), { makeWorker: () => w })).toEqual({ ok: true, rows: [['x']] });
    expect(w.terminated).toBe(true);
  });

  it('stops a worker that does not answer in time and says the upload failed', async () => {
    vi.useFakeTimers();
    const w = fakeWorker(null);
    const result = readBulkFile(file(), { makeWorker: () => w, timeoutMs: 5000 });
    await vi.advanceTimersByTimeAsync(4999);
    expect(w.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ ok: false, error: 'failed' });
    expect(w.terminated).toBe(true);
  });

  it('reads a CSV in the CSV worker and a workbook in the sheet worker; another extension in none', async () => {
    const kinds: string[] = [];
    const make = (kind: 'csv' | 'sheet') => { kinds.push(kind); return fakeWorker((post) => post({ result: { ok: true, rows: [] } })); };
    await readBulkFile({ ...file(), name: 'a.csv' }, { makeWorker: make });
    await readBulkFile({ ...file(), name: 'a.XLSX' }, { makeWorker: make });
    await readBulkFile({ ...file(), name: 'a.xls' }, { makeWorker: make });
    expect(await readBulkFile({ ...file(), name: 'a.pdf' }, { makeWorker: make })).toEqual({ ok: false, error: 'wrongFormat' });
    expect(kinds).toEqual(['csv', 'sheet', 'sheet']);
  });

  it('refuses a file over the size limit without reading it', async () => {
    let made = false;
    expect(await readBulkFile(file(2 * 1024 * 1024), { makeWorker: () => { made = true; return fakeWorker(null); } })).toEqual({ ok: false, error: 'tooLarge' });
    expect(made).toBe(false);
  });
});
