import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeRequestId } from '../../src/kernel/api/requestId';

/** A random source that answers the given values in turn, then repeats the last. */
function sequence(...values: number[]): () => number {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)] ?? 0;
}

const FIXED = new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)); // 2026-01-02T03:04:05.678Z

describe('makeRequestId', () => {
  const savedTz = process.env.TZ;
  beforeEach(() => {
    // A machine far from UTC: a local-time stamp would differ from the UTC one.
    process.env.TZ = 'Pacific/Kiritimati'; // UTC+14
  });
  afterEach(() => {
    if (savedTz === undefined) delete process.env.TZ;
    else process.env.TZ = savedTz;
  });

  it('is npv3-{dpId}-{UTC timestamp}-{random digits}, cut to exactly 32 characters', () => {
    const id = makeRequestId(10101, FIXED, sequence(0.15, 0.25, 0.35));
    expect(id).toBe('npv3-10101-20260102030405678-123');
    expect(id).toHaveLength(32);
  });

  it('uses UTC, not the machine time zone', () => {
    expect(FIXED.getDate()).toBe(2);
    expect(FIXED.getHours()).not.toBe(3); // the time zone change above took effect
    const id = makeRequestId(7, FIXED, () => 0.5);
    expect(id.split('-')[2]).toBe('20260102030405678');
  });

  it('keeps 32 characters for short and long point ids', () => {
    for (const dpId of [1, 42, 10101, 123456]) {
      const id = makeRequestId(dpId, FIXED, Math.random);
      expect(id).toHaveLength(32);
      expect(id).toMatch(new RegExp(`^npv3-${dpId}-20260102030405678-\\d+$`));
    }
  });

  it('the random part is digits only, for any value of the random source', () => {
    for (const r of [0, 0.0001, 0.5, 0.99999999]) {
      const id = makeRequestId(1, FIXED, () => r);
      const random = id.split('-')[3] ?? '';
      expect(random).toMatch(/^\d+$/);
      expect(random.length).toBeGreaterThan(0);
    }
  });

  it('differs for different random sources', () => {
    const a = makeRequestId(10101, FIXED, () => 0.11);
    const b = makeRequestId(10101, FIXED, () => 0.99);
    expect(a).not.toBe(b);
    expect(a.endsWith('111')).toBe(true);
    expect(b.endsWith('999')).toBe(true);
  });

  it('two ids in a row with Math.random differ (same point, same millisecond)', () => {
    const ids = new Set(Array.from({ length: 20 }, () => makeRequestId(1, FIXED)));
    expect(ids.size).toBeGreaterThan(1);
  });

  it('works before login, without a point id', () => {
    const id = makeRequestId(undefined, FIXED, () => 0.3);
    expect(id).toHaveLength(32);
    expect(id).not.toContain('undefined');
    expect(id).toMatch(/^npv3-0-20260102030405678-3{7}$/);
  });

  it('uses the current time when none is given', () => {
    const before = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const id = makeRequestId(5);
    expect(id).toMatch(/^npv3-5-\d{17}-\d+$/);
    expect(id).toHaveLength(32);
    expect(id.slice(7, 15) >= before).toBe(true);
  });
});
