// @vitest-environment node
// Early results (a frame whose scan rows decide its code is reported before its QR pass), VideoFrame frames, and the
// worker warm-up.
import './nodeEnv';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDecoderClient, type WorkerLike } from '../../../src/ui/scanner/decoder/client';
import { createConsistencyFilter, type Read } from '../../../src/ui/scanner/decoder/consistency';
import { serveDecoder } from '../../../src/ui/scanner/decoder/host';
import { createFrameProcessor } from '../../../src/ui/scanner/decoder/processor';
import type { AcceptedCode, PageToWorkerMessage, WorkerToPageMessage } from '../../../src/ui/scanner/decoder/protocol';
import { warmUp } from '../../../src/ui/scanner/decoder/warmUp';
import { fakeScope } from './fakeScope';
import { blankFrame, centred, paste, renderSymbol, type Image } from './frames';

const CODE = 'NVSGDEMO00012345';
let code128: Image;
let qrAndBarcode: Image;

beforeAll(async () => {
  code128 = centred(await renderSymbol('code128', CODE));
  // A label with both: the QR code above the red line, the barcode on it.
  qrAndBarcode = blankFrame();
  paste(qrAndBarcode, await renderSymbol('qrcode', 'QR-ONLY-1', { scale: 3 }), 320, 110);
  paste(qrAndBarcode, await renderSymbol('code128', CODE), 320, 240);
});

const lin = (code: string, row: number, distance = 0): Read => ({ code, format: 'code_128', row, distance });

describe('ConsistencyFilter.peekRows', () => {
  it('tells what push will accept by rows, and changes nothing', () => {
    const filter = createConsistencyFilter();
    expect(filter.peekRows([lin('A', 1), lin('A', 2)])).toEqual({ code: 'A', format: 'code_128', rule: 'rows' });
    expect(filter.peekRows([lin('A', 1), lin('A', 2)])).toEqual({ code: 'A', format: 'code_128', rule: 'rows' });
    expect(filter.push([lin('A', 1), lin('A', 2), { code: 'Q', format: 'qr_code' }])).toEqual({ code: 'A', format: 'code_128', rule: 'rows' });
  });

  it('says nothing about a held code, a single row, or a tie at the red line', () => {
    const filter = createConsistencyFilter();
    filter.push([lin('A', 1), lin('A', 2)]);
    expect(filter.peekRows([lin('A', 1), lin('A', 2)])).toBeNull(); // held
    expect(filter.peekRows([lin('B', 1)])).toBeNull(); // one row
    expect(filter.peekRows([lin('B', 1, 1), lin('B', 2, 1), lin('C', 3, 1), lin('C', 4, 1)])).toBeNull(); // tie
  });
});

describe('frame processor: onEarly', () => {
  it('reports a barcode before the QR pass of the frame, and process() returns the same code', () => {
    const p = createFrameProcessor();
    const early = vi.fn<(accepted: AcceptedCode) => void>();
    const outcome = p.process(qrAndBarcode.data, qrAndBarcode.width, qrAndBarcode.height, { onEarly: early });
    expect(early).toHaveBeenCalledOnce();
    expect(early).toHaveBeenCalledWith({ code: CODE, format: 'code_128' });
    expect(outcome.accepted).toEqual({ code: CODE, format: 'code_128' });
    expect(outcome.scanned).toEqual({ linear: true, qr: true });
  });

  it('is not called on a frame without a QR pass, nor when nothing is decided by rows', () => {
    const p = createFrameProcessor();
    const early = vi.fn();
    p.process(code128.data, code128.width, code128.height, { onEarly: early }); // frame 0: QR pass, accepted early
    expect(early).toHaveBeenCalledTimes(1);
    p.process(code128.data, code128.width, code128.height, { onEarly: early }); // frame 1: no QR pass
    p.process(code128.data, code128.width, code128.height, { onEarly: early }); // frame 2: QR pass, but the code is held
    const blank = blankFrame();
    p.process(blank.data, blank.width, blank.height, { onEarly: early });
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('leaves the frame-by-frame outcome as without it', () => {
    const frames = [qrAndBarcode, qrAndBarcode, blankFrame(), qrAndBarcode, code128, blankFrame(), code128];
    const plain = createFrameProcessor();
    const withEarly = createFrameProcessor();
    for (const f of frames) {
      const a = plain.process(f.data, f.width, f.height);
      const b = withEarly.process(f.data, f.width, f.height, { onEarly: () => undefined });
      expect(b.accepted).toEqual(a.accepted);
      expect(b.reads).toEqual(a.reads);
    }
  });
});

describe('worker host: early results', () => {
  it('sends an early result before the result when configured with early', () => {
    const { scope, posted, send } = fakeScope();
    serveDecoder(scope);
    send({ type: 'config', formats: ['code_128'], qr: true, early: true });
    send({ type: 'frame', id: 1, data: code128.data.slice(), width: code128.width, height: code128.height });
    expect(posted.map((m) => m.type)).toEqual(['early', 'result']);
    expect(posted[0]).toMatchObject({ type: 'early', id: 1, accepted: { code: CODE, format: 'code_128' } });
    expect(posted[1]).toMatchObject({ type: 'result', id: 1, accepted: { code: CODE, format: 'code_128' } });
  });

  it('sends none without it', () => {
    const { scope, posted, send } = fakeScope();
    serveDecoder(scope);
    send({ type: 'config', formats: ['code_128'], qr: true });
    send({ type: 'frame', id: 1, data: code128.data.slice(), width: code128.width, height: code128.height });
    expect(posted.map((m) => m.type)).toEqual(['result']);
  });

  it('reads and closes a VideoFrame', () => {
    const { scope, posted, send } = fakeScope();
    const readBitmap = vi.fn(() => ({ data: code128.data, width: code128.width, height: code128.height }));
    serveDecoder(scope, { readBitmap });
    const videoFrame = { displayWidth: 640, displayHeight: 480, codedWidth: 640, codedHeight: 480, close: vi.fn() } as unknown as VideoFrame & { close: ReturnType<typeof vi.fn> };
    send({ type: 'frame', id: 2, videoFrame });
    expect(readBitmap).toHaveBeenCalledWith(videoFrame);
    expect(videoFrame.close).toHaveBeenCalledOnce();
    expect(posted[0]).toMatchObject({ type: 'result', id: 2, accepted: { code: CODE } });
  });
});

class FakeWorker implements WorkerLike {
  posted: PageToWorkerMessage[] = [];
  transfers: Transferable[][] = [];
  private listeners: ((event: Event) => void)[] = [];
  postMessage(message: PageToWorkerMessage, transfer: Transferable[]): void {
    this.posted.push(message);
    this.transfers.push(transfer);
  }
  addEventListener(type: string, listener: (event: Event) => void): void {
    if (type === 'message') this.listeners.push(listener);
  }
  terminate(): void {}
  emit(data: WorkerToPageMessage): void {
    for (const l of this.listeners) l({ data } as unknown as Event);
  }
}

const raw = () => ({ data: new Uint8ClampedArray(16), width: 2, height: 2 });
const accepted = { code: CODE, format: 'code_128' } as const;

describe('decoder client: early results', () => {
  it('passes config.early on to the worker', () => {
    const worker = new FakeWorker();
    const client = createDecoderClient(() => worker);
    client.configure({ formats: ['code_128'], qr: true, early: true });
    client.configure({ formats: ['code_128'], qr: true });
    expect(worker.posted).toEqual([
      { type: 'config', formats: ['code_128'], qr: true, early: true },
      { type: 'config', formats: ['code_128'], qr: true },
    ]);
  });

  it('resolves on the early result and stays busy until the result', async () => {
    const worker = new FakeWorker();
    const client = createDecoderClient(() => worker);
    const pending = client.decode(raw());
    worker.emit({ type: 'early', id: 1, accepted, ms: 3 });
    await expect(pending).resolves.toEqual({ type: 'result', id: 1, accepted, ms: 3 });
    expect(client.busy).toBe(true);
    await expect(client.decode(raw())).resolves.toBeNull(); // dropped: the frame is still in the worker
    worker.emit({ type: 'result', id: 1, accepted, ms: 9 });
    expect(client.busy).toBe(false);
    expect(worker.posted.filter((m) => m.type === 'frame')).toHaveLength(1);
  });

  it('a frame that times out after its early result does not reset the worker (the page has its code)', async () => {
    vi.useFakeTimers();
    try {
      const worker = new FakeWorker();
      const client = createDecoderClient(() => worker, { timeoutMs: 100 });
      const pending = client.decode(raw());
      worker.emit({ type: 'early', id: 1, accepted, ms: 3 });
      await expect(pending).resolves.toMatchObject({ accepted });
      vi.advanceTimersByTime(150);
      expect(client.busy).toBe(false);
      expect(worker.posted.map((m) => m.type)).toEqual(['frame']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a frame given up on resets the worker only if its late answer accepted a code', async () => {
    vi.useFakeTimers();
    try {
      const worker = new FakeWorker();
      const client = createDecoderClient(() => worker, { timeoutMs: 100 });
      const slow = client.decode(raw());
      vi.advanceTimersByTime(100);
      await expect(slow).resolves.toBeNull();
      worker.emit({ type: 'result', id: 1, accepted: null, ms: 150 }); // slow, nothing accepted: nothing to undo
      expect(worker.posted.map((m) => m.type)).toEqual(['frame']);
      const lost = client.decode(raw());
      vi.advanceTimersByTime(100);
      await expect(lost).resolves.toBeNull();
      worker.emit({ type: 'result', id: 2, accepted, ms: 150 }); // the page never got this code: re-arm it
      expect(worker.posted.map((m) => m.type)).toEqual(['frame', 'frame', 'reset']);
      expect(client.busy).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('transfers a VideoFrame, and closes one it drops', async () => {
    const worker = new FakeWorker();
    const client = createDecoderClient(() => worker);
    const frame = () => ({ displayWidth: 4, displayHeight: 4, codedWidth: 4, codedHeight: 4, close: vi.fn() }) as unknown as VideoFrame & { close: ReturnType<typeof vi.fn> };
    const first = frame();
    void client.decode(first);
    expect(worker.posted[0]).toEqual({ type: 'frame', id: 1, videoFrame: first });
    expect(worker.transfers[0]).toEqual([first]);
    const dropped = frame();
    await expect(client.decode(dropped)).resolves.toBeNull();
    expect(dropped.close).toHaveBeenCalledOnce();
    expect(first.close).not.toHaveBeenCalled();
  });
});

describe('warmUp', () => {
  it('runs the decoders on a made-up frame without throwing (no OffscreenCanvas in Node)', () => {
    expect(warmUp()).toBeGreaterThanOrEqual(0);
  });
});
