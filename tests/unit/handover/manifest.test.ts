// The manifest check: expected, scanned, missing and unexpected counts, and when completing needs a reason.
import { describe, expect, it } from 'vitest';
import { completionProblem, manifestCount } from '../../../src/plugins/handover/model/manifest';
import { uniqueByBarcode } from '../../../src/plugins/handover/model/orders';
import { EMPTY, chooseJob, scan, unscan } from '../../../src/plugins/handover/model/session';

const JOB = ['NVSGOUT3001', 'NVSGOUT3002', 'NVSGOUT3003', 'NVSGOUT3004', 'NVSGOUT3005'];

describe('manifestCount', () => {
  it('counts a full handover with nothing missing', () => {
    const c = manifestCount(JOB, [...JOB].reverse());
    expect(c).toMatchObject({ expected: 5, scanned: 5, missing: 0, unexpected: 0, missingIds: [], unexpectedIds: [] });
  });

  it('lists the missing ones in the job’s order and the unexpected ones in scan order', () => {
    const c = manifestCount(JOB, ['NVSGOUT3004', 'NVXX1', 'nvsgout3001', 'NVXX0']);
    expect(c).toEqual({ expected: 5, scanned: 2, missing: 3, unexpected: 2, missingIds: ['NVSGOUT3002', 'NVSGOUT3003', 'NVSGOUT3005'], unexpectedIds: ['NVXX1', 'NVXX0'] });
  });

  it('forgives repeats, case and spaces, and ignores empty reads', () => {
    const c = manifestCount(JOB, [' nvsgout3001 ', 'NVSGOUT3001', 'NVXX1', 'nvxx1', '']);
    expect(c).toMatchObject({ scanned: 1, unexpected: 1, missing: 4 });
  });

  it('a job listing a barcode twice expects it once', () => {
    expect(manifestCount(['A1', 'a1', 'B2'], []).expected).toBe(2);
  });

  it('no job: everything scanned is unexpected', () => {
    expect(manifestCount([], ['A1', 'B2'])).toMatchObject({ expected: 0, scanned: 0, missing: 0, unexpected: 2 });
  });
});

describe('completionProblem', () => {
  it('needs a parcel, and a reason when some are missing', () => {
    expect(completionProblem(manifestCount(JOB, []), 'x')).toBe('nothingScanned');
    expect(completionProblem(manifestCount(JOB, JOB.slice(0, 4)), '  ')).toBe('reasonNeeded');
    expect(completionProblem(manifestCount(JOB, JOB.slice(0, 4)), 'Not on the shelf')).toBeNull();
    expect(completionProblem(manifestCount(JOB, JOB), '')).toBeNull();
  });

  it('a reason over 255 characters is refused whole (the field no longer cuts it), 255 is fine', () => {
    expect(completionProblem(manifestCount(JOB, JOB.slice(0, 4)), 'r'.repeat(300))).toBe('reasonTooLong');
    expect(completionProblem(manifestCount(JOB, JOB.slice(0, 4)), 'r'.repeat(255))).toBeNull();
  });
});

describe('scanning into a handover', () => {
  const expected = new Set(JOB);
  it('ticks a job parcel once, refuses others and notes them once', () => {
    let s = chooseJob(EMPTY, 903);
    let r = scan(s, 'nvsgout3002', expected);
    expect(r.outcome).toBe('accepted');
    s = r.state;
    r = scan(s, 'NVSGOUT3002', expected);
    expect(r.outcome).toBe('duplicate');
    expect(r.state).toBe(s);
    r = scan(s, 'NVSGOUT9999', expected);
    expect(r.outcome).toBe('wrong');
    s = scan(r.state, 'NVSGOUT9999', expected).state;
    expect(s.scanned).toEqual(['NVSGOUT3002']);
    expect(s.unexpected).toEqual(['NVSGOUT9999']);
    expect(unscan(s, 'nvsgout3002').scanned).toEqual([]);
  });

  it('choosing another job starts afresh; the same job keeps its scans', () => {
    const s = scan(chooseJob(EMPTY, 903), 'NVSGOUT3001', expected).state;
    expect(chooseJob(s, 903)).toBe(s);
    expect(chooseJob(s, 904)).toEqual({ ...EMPTY, jobId: 904 });
  });
});

describe('uniqueByBarcode', () => {
  it('keeps the first of each barcode, whatever its case', () => {
    const list = uniqueByBarcode([{ id: 1, barcode: 'A1' }, { id: 2, barcode: 'b2' }, { id: 3, barcode: 'a1 ' }, { id: 4, barcode: 'B2' }]);
    expect(list.map((o) => o.id)).toEqual([1, 2]);
  });
});
