// @vitest-environment node
import './nodeEnv';
import { describe, expect, it } from 'vitest';
import { createConsistencyFilter, type Read } from '../../../src/ui/scanner/decoder/consistency';
import type { LinearRead } from '../../../src/ui/scanner/decoder/linear';
import type { LinearFormat } from '../../../src/ui/scanner/decoder/protocol';

// Scan rows are numbered 0..8 here, the red line being row 4.
const lin = (code: string, row: number, format: LinearFormat = 'code_128'): LinearRead => ({ code, format, row, distance: Math.abs(row - 4) });
const qr = (code: string): Read => ({ code, format: 'qr_code' });
const A = 'NVSGDEMO00012345';
const B = 'NVSGDEMO00012346';

describe('consistency filter: linear codes', () => {
  it('a single row is not enough', () => {
    expect(createConsistencyFilter().push([lin(A, 4)])).toBeNull();
  });

  it('accepts when minAgreeingRows rows of one frame agree', () => {
    expect(createConsistencyFilter().push([lin(A, 3), lin(A, 4)])).toEqual({ code: A, format: 'code_128', rule: 'rows' });
  });

  it('counts distinct rows, not reads', () => {
    expect(createConsistencyFilter().push([lin(A, 4), lin(A, 4)])).toBeNull();
  });

  it('honours minAgreeingRows', () => {
    const filter = createConsistencyFilter({ minAgreeingRows: 3, consecutiveFrames: 5 });
    expect(filter.push([lin(A, 3), lin(A, 4)])).toBeNull();
    expect(filter.push([lin(A, 3), lin(A, 4), lin(A, 5)])).toMatchObject({ code: A, rule: 'rows' });
  });

  it('accepts the same value read on consecutiveFrames consecutive frames', () => {
    const filter = createConsistencyFilter();
    expect(filter.push([lin(A, 4)])).toBeNull();
    expect(filter.push([lin(A, 6)])).toEqual({ code: A, format: 'code_128', rule: 'frames' });
  });

  it('honours consecutiveFrames', () => {
    const filter = createConsistencyFilter({ consecutiveFrames: 3 });
    expect(filter.push([lin(A, 4)])).toBeNull();
    expect(filter.push([lin(A, 4)])).toBeNull();
    expect(filter.push([lin(A, 4)])).toMatchObject({ code: A, rule: 'frames' });
  });

  it('a frame without the value breaks the streak', () => {
    const filter = createConsistencyFilter();
    expect(filter.push([lin(A, 4)])).toBeNull();
    expect(filter.push([])).toBeNull();
    expect(filter.push([lin(A, 4)])).toBeNull();
    expect(filter.push([lin(A, 4)])).toMatchObject({ code: A, rule: 'frames' });
  });

  it('the same digits in another format are another value', () => {
    const filter = createConsistencyFilter();
    expect(filter.push([lin('9556091130061', 4, 'ean_13')])).toBeNull();
    expect(filter.push([lin('9556091130061', 4, 'code_128')])).toBeNull();
  });

  it('values below 2 for the thresholds are raised to 2 (a single read is never enough)', () => {
    const filter = createConsistencyFilter({ minAgreeingRows: 1, consecutiveFrames: 1 });
    expect(filter.push([lin(A, 4)])).toBeNull();
  });
});

describe('consistency filter: rows that disagree', () => {
  it('is not accepted while rows disagree, and is once they agree', () => {
    const filter = createConsistencyFilter();
    expect(filter.push([lin(A, 3), lin(B, 5)])).toBeNull();
    expect(filter.push([lin(A, 3), lin(B, 5)])).toBeNull(); // each value seen twice in a row, but never consistently
    expect(filter.push([lin(A, 3), lin(A, 4), lin(A, 5)])).toEqual({ code: A, format: 'code_128', rule: 'rows' });
  });

  it('a disagreeing frame resets the streak: two consistent frames are needed after it', () => {
    const filter = createConsistencyFilter();
    expect(filter.push([lin(A, 4)])).toBeNull();
    expect(filter.push([lin(A, 3), lin(B, 5)])).toBeNull();
    expect(filter.push([lin(A, 4)])).toBeNull();
    expect(filter.push([lin(A, 4)])).toMatchObject({ code: A, rule: 'frames' });
  });

  it('a value confirmed by rows is accepted despite one dissenting row', () => {
    expect(createConsistencyFilter().push([lin(A, 3), lin(B, 4), lin(A, 5)])).toMatchObject({ code: A, rule: 'rows' });
  });

  it('a row-confirmed value settles a disagreeing frame for the frames rule', () => {
    const filter = createConsistencyFilter({ minAgreeingRows: 3 });
    expect(filter.push([lin(A, 3), lin(A, 4), lin(B, 5)])).toBeNull(); // A has 2 rows (< 3), B 1: inconsistent
    expect(filter.push([lin(A, 4)])).toBeNull();
    expect(filter.push([lin(A, 4)])).toMatchObject({ code: A, rule: 'frames' });
  });

  it('two confirmed codes in the band: the one closest to the red line wins', () => {
    const filter = createConsistencyFilter();
    expect(filter.push([lin(B, 0), lin(B, 1), lin(A, 4), lin(A, 5)])).toMatchObject({ code: A, rule: 'rows' });
  });

  it('two confirmed codes equally close to the line: neither is accepted', () => {
    const filter = createConsistencyFilter();
    expect(filter.push([lin(A, 2), lin(A, 3), lin(B, 5), lin(B, 6)])).toBeNull();
    expect(filter.push([lin(A, 2), lin(A, 3), lin(B, 5), lin(B, 6)])).toBeNull();
    // The user moves the label: A is now on the line.
    expect(filter.push([lin(A, 3), lin(A, 4), lin(B, 6), lin(B, 7)])).toMatchObject({ code: A });
  });
});

describe('consistency filter: QR codes', () => {
  it('accepts a QR code on its first read', () => {
    expect(createConsistencyFilter().push([qr('482913')])).toEqual({ code: '482913', format: 'qr_code', rule: 'qr' });
  });

  it('prefers a row-confirmed linear code in the same frame, then accepts the QR code on the next', () => {
    const filter = createConsistencyFilter();
    expect(filter.push([qr('482913'), lin(A, 4), lin(A, 5)])).toMatchObject({ code: A, rule: 'rows' });
    expect(filter.push([qr('482913'), lin(A, 4), lin(A, 5)])).toMatchObject({ code: '482913', rule: 'qr' });
    expect(filter.push([qr('482913'), lin(A, 4), lin(A, 5)])).toBeNull();
  });

  it('ignores reads of a kind the frame says it did not scan', () => {
    expect(createConsistencyFilter().push([qr('482913')], { qr: false })).toBeNull();
  });
});

describe('consistency filter: one accept per presentation', () => {
  it('holding a code in view yields one accept; a frame without it re-arms it', () => {
    const filter = createConsistencyFilter();
    const frame = [lin(A, 3), lin(A, 4), lin(A, 5)];
    expect(filter.push(frame)).toMatchObject({ code: A });
    for (let i = 0; i < 5; i += 1) expect(filter.push(frame)).toBeNull();
    expect(filter.push([])).toBeNull();
    expect(filter.push(frame)).toMatchObject({ code: A });
  });

  it('a held code does not block another code', () => {
    const filter = createConsistencyFilter();
    expect(filter.push([lin(A, 3), lin(A, 4)])).toMatchObject({ code: A });
    expect(filter.push([lin(A, 3), lin(A, 4), lin(B, 6), lin(B, 7)])).toMatchObject({ code: B });
  });

  it('a held code stays held through frames that read it by the frames rule', () => {
    const filter = createConsistencyFilter();
    expect(filter.push([lin(A, 4)])).toBeNull();
    expect(filter.push([lin(A, 4)])).toMatchObject({ code: A, rule: 'frames' });
    expect(filter.push([lin(A, 4)])).toBeNull();
    expect(filter.push([lin(A, 4)])).toBeNull();
  });

  it('a QR code stays held across frames that did not scan for QR', () => {
    const filter = createConsistencyFilter();
    expect(filter.push([qr('482913')])).toMatchObject({ code: '482913' });
    expect(filter.push([], { qr: false })).toBeNull(); // QR skipped on this frame: says nothing about the code
    expect(filter.push([qr('482913')])).toBeNull();
    expect(filter.push([], { qr: true })).toBeNull(); // looked and did not see it: released
    expect(filter.push([qr('482913')])).toMatchObject({ code: '482913' });
  });

  it('holds by value across formats: a label with the same id as QR and Code 128 gives one accept', () => {
    const filter = createConsistencyFilter();
    expect(filter.push([qr(A)])).toMatchObject({ code: A, format: 'qr_code' });
    expect(filter.push([qr(A), lin(A, 3), lin(A, 4)])).toBeNull();
    // Seen through both kinds while held: a frame must look with both to release it.
    expect(filter.push([lin(A, 3), lin(A, 4)], { qr: false })).toBeNull();
    expect(filter.push([], { linear: true, qr: false })).toBeNull();
    expect(filter.push([lin(A, 3), lin(A, 4)])).toBeNull();
    expect(filter.push([])).toBeNull();
    expect(filter.push([lin(A, 3), lin(A, 4)])).toMatchObject({ code: A, format: 'code_128' });
  });

  it('reset() forgets held codes and streaks', () => {
    const filter = createConsistencyFilter();
    expect(filter.push([lin(A, 3), lin(A, 4)])).toMatchObject({ code: A });
    filter.reset();
    expect(filter.push([lin(A, 3), lin(A, 4)])).toMatchObject({ code: A });
    expect(filter.push([lin(B, 4)])).toBeNull();
    filter.reset();
    expect(filter.push([lin(B, 4)])).toBeNull();
  });
});
