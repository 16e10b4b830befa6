// @vitest-environment node
import './nodeEnv';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createFrameProcessor } from '../../../src/ui/scanner/decoder/processor';
import { serveDecoder, type WorkerScopeLike } from '../../../src/ui/scanner/decoder/host';
import type { PageToWorkerMessage, WorkerToPageMessage } from '../../../src/ui/scanner/decoder/protocol';
import { blankFrame, centred, paste, renderSymbol, type Image } from './frames';

let code128: Image;
let qrTracking: Image;
let qrSmall: Image;
/** Two different Code 128 symbols only ~10 px tall, each crossed by a single scan row. */
let splitFrame: Image;

beforeAll(async () => {
  code128 = centred(await renderSymbol('code128', 'NVSGDEMO00012345'));
  qrTracking = centred(await renderSymbol('qrcode', 'NVSGDEMO00012345', { scale: 4 }));
  qrSmall = centred(await renderSymbol('qrcode', 'NVSGDEMO00012345-DP-0001-ABCDEFGH', { scale: 1 }));
  const a = await renderSymbol('code128', 'SG-123-ABC', { height: 1 });
  const b = await renderSymbol('code128', 'SG-123-ABD', { height: 1 });
  splitFrame = blankFrame();
  paste(splitFrame, a, 320, 222); // scan row 3 (y = 222)
  paste(splitFrame, b, 320, 258); // scan row 5 (y = 258)
});

describe('frame processor (decoding + consistency)', () => {
  it('accepts a held barcode once, and again after it left the view', () => {
    const p = createFrameProcessor({ qr: false });
    const accepted = [code128, code128, code128, blankFrame(), code128].map((f) => p.process(f.data, f.width, f.height).accepted);
    expect(accepted).toEqual([{ code: 'NVSGDEMO00012345', format: 'code_128' }, null, null, null, { code: 'NVSGDEMO00012345', format: 'code_128' }]);
  });

  it('does not accept a frame whose scan rows disagree, until they agree', () => {
    const p = createFrameProcessor({ qr: false });
    const first = p.process(splitFrame.data, splitFrame.width, splitFrame.height);
    expect(first.reads.map((r) => r.code).sort()).toEqual(['SG-123-ABC', 'SG-123-ABD']);
    expect(first.accepted).toBeNull();
    expect(p.process(splitFrame.data, splitFrame.width, splitFrame.height).accepted).toBeNull();
    const consistent = centred(code128);
    expect(p.process(consistent.data, consistent.width, consistent.height)).toMatchObject({
      accepted: { code: 'NVSGDEMO00012345', format: 'code_128' },
      rule: 'rows',
    });
  });

  it('decodes nothing in a blank frame', () => {
    const p = createFrameProcessor({ qrEvery: 1 });
    const blank = blankFrame();
    expect(p.process(blank.data, blank.width, blank.height)).toMatchObject({ accepted: null, reads: [] });
  });

  it('runs QR on every qrEvery-th frame, alternating half and full resolution', () => {
    const p = createFrameProcessor({ formats: [], qrEvery: 2 });
    const blank = blankFrame();
    const scanned = Array.from({ length: 6 }, () => p.process(blank.data, blank.width, blank.height).scanned.qr);
    // Frames 0, 2, 4 try QR; the half-resolution misses (0 and 4) are inconclusive, the full one (2) is a real miss.
    expect(scanned).toEqual([false, false, true, false, false, false]);
  });

  it('accepts a QR code once while held, even though half the QR attempts are at half resolution', () => {
    const p = createFrameProcessor({ qrEvery: 1 });
    const results = Array.from({ length: 4 }, () => p.process(qrTracking.data, qrTracking.width, qrTracking.height));
    expect(results.map((r) => r.accepted)).toEqual([{ code: 'NVSGDEMO00012345', format: 'qr_code' }, null, null, null]);
  });

  it('a QR code too small for half resolution is read on the full-resolution attempts and not re-accepted in between', () => {
    const p = createFrameProcessor({ formats: [], qrEvery: 1 });
    const results = Array.from({ length: 6 }, () => p.process(qrSmall.data, qrSmall.width, qrSmall.height));
    expect(results.map((r) => r.reads.length)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(results.filter((r) => r.accepted !== null)).toHaveLength(1);
  });

  it('configure() switches formats and QR; reset() re-arms a held code', () => {
    const p = createFrameProcessor({ qr: false });
    p.configure({ formats: ['ean_13'] });
    expect(p.process(code128.data, code128.width, code128.height).accepted).toBeNull();
    p.configure({ formats: ['code_128'] });
    expect(p.process(code128.data, code128.width, code128.height).accepted).not.toBeNull();
    expect(p.process(code128.data, code128.width, code128.height).accepted).toBeNull();
    p.reset();
    expect(p.process(code128.data, code128.width, code128.height).accepted).not.toBeNull();
  });
});

/** A fake worker scope: collects posted messages and lets the test deliver messages. */
function fakeScope() {
  const posted: WorkerToPageMessage[] = [];
  let listener: ((event: { data: unknown }) => void) | undefined;
  const scope: WorkerScopeLike = {
    postMessage: (message) => posted.push(message),
    addEventListener: (_type, l) => { listener = l; },
  };
  return { scope, posted, send: (data: PageToWorkerMessage | unknown) => listener?.({ data }) };
}

const fakeBitmap = (width: number, height: number) => ({ width, height, close: vi.fn() }) as unknown as ImageBitmap & { close: ReturnType<typeof vi.fn> };

describe('worker host (serveDecoder)', () => {
  it('answers a raw frame with its id, the accepted code and the time taken', () => {
    const { scope, posted, send } = fakeScope();
    serveDecoder(scope);
    send({ type: 'frame', id: 7, data: code128.data, width: code128.width, height: code128.height });
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ type: 'result', id: 7, accepted: { code: 'NVSGDEMO00012345', format: 'code_128' } });
    expect(posted[0]?.ms).toBeGreaterThan(0);
    expect(posted[0]?.error).toBeUndefined();
  });

  it('reads an ImageBitmap through readBitmap and closes it', () => {
    const { scope, posted, send } = fakeScope();
    const readBitmap = vi.fn(() => ({ data: code128.data, width: code128.width, height: code128.height }));
    serveDecoder(scope, { readBitmap });
    const bitmap = fakeBitmap(640, 480);
    send({ type: 'frame', id: 1, bitmap });
    expect(readBitmap).toHaveBeenCalledWith(bitmap);
    expect(bitmap.close).toHaveBeenCalledOnce();
    expect(posted[0]).toMatchObject({ id: 1, accepted: { code: 'NVSGDEMO00012345' } });
  });

  it('turns a failure into a result with an error, still closing the bitmap', () => {
    const { scope, posted, send } = fakeScope();
    serveDecoder(scope, { readBitmap: () => { throw new Error('no OffscreenCanvas'); } });
    const bitmap = fakeBitmap(640, 480);
    send({ type: 'frame', id: 3, bitmap });
    expect(bitmap.close).toHaveBeenCalledOnce();
    expect(posted).toEqual([{ type: 'result', id: 3, accepted: null, ms: expect.any(Number), error: 'no OffscreenCanvas' }]);
  });

  it('without OffscreenCanvas (Node), the default bitmap reader reports an error instead of throwing', () => {
    const { scope, posted, send } = fakeScope();
    serveDecoder(scope);
    send({ type: 'frame', id: 4, bitmap: fakeBitmap(640, 480) });
    expect(posted[0]).toMatchObject({ id: 4, accepted: null, error: expect.stringContaining('OffscreenCanvas') });
  });

  it('applies config and reset messages and ignores anything else', () => {
    const { scope, posted, send } = fakeScope();
    const processor = serveDecoder(scope);
    send({ type: 'config', formats: ['ean_13', 'pdf417'], qr: false });
    expect(processor.settings).toMatchObject({ formats: ['ean_13'], qr: false }); // unknown names dropped
    send({ type: 'frame', id: 1, data: code128.data, width: code128.width, height: code128.height });
    expect(posted[0]?.accepted).toBeNull();
    send({ type: 'config', formats: ['code_128'], qr: false });
    send({ type: 'frame', id: 2, data: code128.data, width: code128.width, height: code128.height });
    expect(posted[1]?.accepted).not.toBeNull();
    send({ type: 'reset' });
    send({ type: 'frame', id: 3, data: code128.data, width: code128.width, height: code128.height });
    expect(posted[2]?.accepted).not.toBeNull();
    send(null);
    send('frame');
    send({ type: 'unknown' });
    expect(posted).toHaveLength(3);
  });
});
