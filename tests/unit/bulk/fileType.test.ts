// @vitest-environment node
// The type decision of part 1 §4, the send file's dedupe and limit, the post file's limits.
import { describe, expect, it } from 'vitest';
import { layoutOf, POST_LAYOUTS } from '../../../src/plugins/bulk/model/columns';
import { decideFileType, matchLayout } from '../../../src/plugins/bulk/model/fileType';
import { checkSendFile, dedupeTrackingIds } from '../../../src/plugins/bulk/model/sendFile';
import { readPostRows } from '../../../src/plugins/bulk/model/postFile';

const header = (variant: Parameters<typeof layoutOf>[0]) => layoutOf(variant).columns.map((c) => c.key);
const row = (variant: Parameters<typeof layoutOf>[0], over: Record<string, string> = {}) =>
  layoutOf(variant).columns.map((c) => over[c.key] ?? c.example);

describe('file type decision', () => {
  it('reads a one-cell-per-row file as a send file, with or without its header', () => {
    expect(decideFileType([['NVSG00000001'], ['NVSG00000002', ''], ['', '']])).toEqual({ type: 'send', trackingIds: ['NVSG00000001', 'NVSG00000002'] });
    expect(decideFileType([['tracking_id'], ['NVSG00000001']])).toEqual({ type: 'send', trackingIds: ['NVSG00000001'] });
  });

  it('reads a header with the exact column set of a variant as a bulk post file, in any order and case', () => {
    for (const l of POST_LAYOUTS) {
      const keys = l.columns.map((c) => c.key);
      const shuffled = [...keys].reverse().map((k) => k.toUpperCase());
      const d = decideFileType([shuffled, row(l.variant).reverse()]);
      expect(d.type).toBe('post');
      if (d.type === 'post') expect(d.layout.variant).toBe(l.variant);
    }
  });

  it('tells the shipper id, external shipper id and province variants apart', () => {
    expect(matchLayout(header('post'))?.variant).toBe('post');
    expect(matchLayout(header('postExternal'))?.variant).toBe('postExternal');
    expect(matchLayout(header('province'))?.variant).toBe('province');
    expect(matchLayout(header('provinceExternal'))?.variant).toBe('provinceExternal');
  });

  it('calls anything else an invalid file: a missing, an extra or a repeated column', () => {
    const keys = header('post');
    expect(decideFileType([keys.slice(1), row('post').slice(1)])).toEqual({ type: 'invalid' });
    expect(decideFileType([[...keys, 'comments'], [...row('post'), 'x']])).toEqual({ type: 'invalid' });
    expect(decideFileType([[...keys.slice(1), 'to_name'], row('post')])).toEqual({ type: 'invalid' });
    expect(decideFileType([['a', 'b'], ['1', '2']])).toEqual({ type: 'invalid' });
  });

  it('finds an empty file and a header-only file', () => {
    expect(decideFileType([])).toEqual({ type: 'empty' });
    expect(decideFileType([['', ' '], []])).toEqual({ type: 'empty' });
    expect(decideFileType([header('post')])).toEqual({ type: 'headerOnly' });
    expect(decideFileType([['tracking_id']])).toEqual({ type: 'headerOnly' });
  });
});

describe('send files', () => {
  it('drops repeated tracking ids, case and spaces ignored, keeping the first', () => {
    expect(dedupeTrackingIds(['nvsg00000001', ' NVSG00000002', 'NVSG00000001 ', 'NVSG00000002'])).toEqual(['NVSG00000001', 'NVSG00000002']);
  });

  it('takes 100 different ids (even with repeats) and refuses 101', () => {
    const ids = Array.from({ length: 100 }, (_, i) => `NVSGB${String(i + 1).padStart(7, '0')}`);
    expect(checkSendFile([...ids, ids[0] as string])).toEqual({ ok: true, trackingIds: ids, duplicates: 1 });
    expect(checkSendFile([...ids, 'NVSGB0000101'])).toEqual({ ok: false, messageId: 'bulk.too_many_orders' });
  });
});

describe('post files', () => {
  const layout = layoutOf('post');
  const keys = header('post');
  const rows = (n: number, shipperOf: (i: number) => string) => Array.from({ length: n }, (_, i) => row('post', { shipper_id: shipperOf(i), stamp_id: `STAMP${i}` }));

  it('reads rows by the header, skips blank lines, and lists the shippers in file order', () => {
    const body = [row('post', { shipper_id: '3302' }), keys.map(() => ''), row('post', { shipper_id: '3301' }), row('post', { shipper_id: '3302' })];
    const check = readPostRows(layout, keys, body);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.rows.map((r) => r.line)).toEqual([2, 4, 5]);
    expect(check.rows[0]?.cells.to_name).toBe('Somchai Jaidee');
    expect(check.shippers).toEqual(['3302', '3301']);
  });

  it('takes 100 orders and refuses 101', () => {
    expect(readPostRows(layout, keys, rows(100, () => '3301')).ok).toBe(true);
    expect(readPostRows(layout, keys, rows(101, () => '3301'))).toEqual({ ok: false, messageId: 'bulk.too_many_orders' });
  });

  it('takes 14 different shippers and refuses 15', () => {
    expect(readPostRows(layout, keys, rows(28, (i) => String(3300 + (i % 14)))).ok).toBe(true);
    expect(readPostRows(layout, keys, rows(30, (i) => String(3300 + (i % 15))))).toEqual({ ok: false, messageId: 'bulk.too_many_shippers' });
  });
});
