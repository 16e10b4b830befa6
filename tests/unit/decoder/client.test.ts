// @vitest-environment node
import './nodeEnv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDecoderClient, type WorkerLike } from '../../../src/ui/scanner/decoder/client';
import type { PageToWorkerMessage, ResultMessage } from '../../../src/ui/scanner/decoder/protocol';

class FakeWorker implements WorkerLike {
  posted: { message: PageToWorkerMessage; transfer: Transferable[] }[] = [];
  terminated = false;
  private listeners = new Map<string, ((event: Event) => void)[]>();

  postMessage(message: PageToWorkerMessage, transfer: Transferable[]): void {
    this.posted.push({ message, transfer });
  }

  addEventListener(type: string, listener: (event: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  terminate(): void {
    this.terminated = true;
  }

  emit(type: string, event: object): void {
    for (const l of this.listeners.get(type) ?? []) l(event as Event);
  }

  /** Answer the last posted frame. */
  answer(accepted: ResultMessage['accepted'] = null, extra: Partial<ResultMessage> = {}): void {
    const last = [...this.posted].reverse().find((p) => p.message.type === 'frame');
    if (!last || last.message.type !== 'frame') throw new Error('no frame posted');
    this.emit('message', { data: { type: 'result', id: last.message.id, accepted, ms: 5, ...extra } });
  }

  get frames() {
    return this.posted.filter((p) => p.message.type === 'frame');
  }
}

const raw = () => ({ data: new Uint8ClampedArray(4 * 4 * 4), width: 4, height: 4 });
const bitmap = () => ({ width: 4, height: 4, close: vi.fn() }) as unknown as ImageBitmap & { close: ReturnType<typeof vi.fn> };

afterEach(() => {
  vi.useRealTimers();
});

describe('decoder client', () => {
  it('posts a frame and resolves with the worker result', async () => {
    const worker = new FakeWorker();
    const client = createDecoderClient(() => worker);
    const pending = client.decode(raw());
    expect(client.busy).toBe(true);
    worker.answer({ code: '482913', format: 'qr_code' });
    await expect(pending).resolves.toMatchObject({ type: 'result', accepted: { code: '482913', format: 'qr_code' }, ms: 5 });
    expect(client.busy).toBe(false);
  });

  it('keeps one frame in flight: frames offered while busy are dropped at once (bitmaps closed)', async () => {
    const worker = new FakeWorker();
    const client = createDecoderClient(() => worker);
    const first = client.decode(raw());
    const dropped = bitmap();
    await expect(client.decode(dropped)).resolves.toBeNull();
    await expect(client.decode(raw())).resolves.toBeNull();
    expect(dropped.close).toHaveBeenCalledOnce();
    expect(worker.frames).toHaveLength(1);
    worker.answer();
    await first;
    client.decode(raw());
    expect(worker.frames).toHaveLength(2);
  });

  it('transfers an ImageBitmap, and a raw buffer it owns', () => {
    const worker = new FakeWorker();
    const client = createDecoderClient(() => worker);
    const b = bitmap();
    client.decode(b);
    expect(worker.frames[0]).toMatchObject({ message: { type: 'frame', id: 1, bitmap: b }, transfer: [b] });
    worker.answer();
    const frame = raw();
    client.decode(frame);
    expect(worker.frames[1]?.transfer).toEqual([frame.data.buffer]);
    expect(worker.frames[1]?.message).toMatchObject({ type: 'frame', id: 2, width: 4, height: 4 });
  });

  it('copies a raw frame that is a view into a larger buffer rather than transferring the whole buffer', () => {
    const worker = new FakeWorker();
    const client = createDecoderClient(() => worker);
    const big = new Uint8ClampedArray(1000);
    const view = big.subarray(100, 164);
    client.decode({ data: view, width: 4, height: 4 });
    const sent = worker.frames[0]?.message as { data: Uint8ClampedArray };
    expect(sent.data).not.toBe(view);
    expect(sent.data.byteLength).toBe(64);
    expect(worker.frames[0]?.transfer).toEqual([sent.data.buffer]);
  });

  it('ignores results for other ids', async () => {
    const worker = new FakeWorker();
    const client = createDecoderClient(() => worker);
    const pending = client.decode(raw());
    worker.emit('message', { data: { type: 'result', id: 999, accepted: { code: 'X', format: 'code_39' }, ms: 1 } });
    worker.emit('message', { data: 'noise' });
    expect(client.busy).toBe(true);
    worker.answer();
    await expect(pending).resolves.toMatchObject({ accepted: null });
  });

  it('a worker error settles the frame in flight with null and is reported', async () => {
    const worker = new FakeWorker();
    const onError = vi.fn();
    const client = createDecoderClient(() => worker, { onError });
    const pending = client.decode(raw());
    worker.emit('error', { message: 'window is not defined' });
    await expect(pending).resolves.toBeNull();
    expect(onError).toHaveBeenCalledWith('window is not defined');
    expect(client.busy).toBe(false);
  });

  it('reports a frame error from the worker but still resolves the result', async () => {
    const worker = new FakeWorker();
    const onError = vi.fn();
    const client = createDecoderClient(() => worker, { onError });
    const pending = client.decode(raw());
    worker.answer(null, { error: 'no OffscreenCanvas' });
    await expect(pending).resolves.toMatchObject({ error: 'no OffscreenCanvas' });
    expect(onError).toHaveBeenCalledWith(new Error('no OffscreenCanvas'));
  });

  it('gives up on a frame the worker does not answer within timeoutMs, and ignores the late answer', async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const client = createDecoderClient(() => worker, { timeoutMs: 1000 });
    const pending = client.decode(raw());
    vi.advanceTimersByTime(999);
    expect(client.busy).toBe(true);
    vi.advanceTimersByTime(1);
    await expect(pending).resolves.toBeNull();
    const next = client.decode(raw());
    worker.emit('message', { data: { type: 'result', id: 1, accepted: { code: 'late', format: 'code_39' }, ms: 1 } });
    expect(client.busy).toBe(true);
    worker.answer({ code: 'fresh', format: 'code_39' });
    await expect(next).resolves.toMatchObject({ id: 2, accepted: { code: 'fresh' } });
  });

  it('configure and reset post their messages', () => {
    const worker = new FakeWorker();
    const client = createDecoderClient(() => worker);
    client.configure({ formats: ['code_128', 'ean_13'], qr: false });
    client.reset();
    expect(worker.posted.map((p) => p.message)).toEqual([
      { type: 'config', formats: ['code_128', 'ean_13'], qr: false },
      { type: 'reset' },
    ]);
  });

  it('terminate() stops the worker and settles everything with null', async () => {
    const worker = new FakeWorker();
    const client = createDecoderClient(() => worker);
    const pending = client.decode(raw());
    client.terminate();
    expect(worker.terminated).toBe(true);
    await expect(pending).resolves.toBeNull();
    const b = bitmap();
    await expect(client.decode(b)).resolves.toBeNull();
    expect(b.close).toHaveBeenCalledOnce();
    client.configure({ formats: [], qr: true });
    expect(worker.posted.filter((p) => p.message.type === 'config')).toHaveLength(0);
  });

  it('a postMessage failure settles the frame with null and releases the bitmap', async () => {
    const worker = new FakeWorker();
    worker.postMessage = () => { throw new Error('DataCloneError'); };
    const onError = vi.fn();
    const client = createDecoderClient(() => worker, { onError });
    const b = bitmap();
    await expect(client.decode(b)).resolves.toBeNull();
    expect(b.close).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalled();
    expect(client.busy).toBe(false);
  });
});
