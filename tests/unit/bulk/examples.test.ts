// @vitest-environment node
// The example files the README names show the path it says they show.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideFileType } from '../../../src/plugins/bulk/model/fileType';
import { readPostRows } from '../../../src/plugins/bulk/model/postFile';
import { checkSendFile } from '../../../src/plugins/bulk/model/sendFile';
import { parseFile } from '../../../src/plugins/bulk/parse/parseFile';

async function decide(name: string) {
  const bytes = readFileSync(new URL(`../../../examples/bulk/${name}`, import.meta.url));
  const parsed = await parseFile(name, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return parsed.ok ? decideFileType(parsed.rows) : parsed.error;
}

describe('examples/bulk', () => {
  it('has send files of 100 (two failing ids), 101 and a still-processing pair', async () => {
    const hundred = await decide('sg-lodge-in-100-two-fail.csv');
    expect(hundred).toMatchObject({ type: 'send' });
    if (typeof hundred === 'object' && hundred.type === 'send') {
      expect(checkSendFile(hundred.trackingIds)).toMatchObject({ ok: true });
      expect(hundred.trackingIds.filter((id) => id.startsWith('NVSGBF'))).toHaveLength(2);
    }
    const over = await decide('sg-lodge-in-101-refused.csv');
    expect(typeof over === 'object' && over.type === 'send' && checkSendFile(over.trackingIds)).toEqual({ ok: false, messageId: 'bulk.too_many_orders' });
    expect(await decide('sg-lodge-in-still-processing.csv')).toEqual({ type: 'send', trackingIds: ['NVSG00000001', 'NVSGSLOW0001'] });
  });

  it('has post files of every variant', async () => {
    const variants: Record<string, string> = {
      'th-franchise-post-40-one-bad-postcode.xlsx': 'post',
      'th-franchise-post-chunk-fails-once.csv': 'post',
      'th-franchise-post-token-expires.csv': 'post',
      'th-franchise-post-unknown-shipper.csv': 'post',
      'th-franchise-post-duplicate-stamps.csv': 'post',
      'th-franchise-post-external-ids.csv': 'postExternal',
      'th-franchise-post-address-levels.csv': 'province',
      'sg-post-semicolons.csv': 'post',
    };
    for (const [name, variant] of Object.entries(variants)) {
      const d = await decide(name);
      expect(typeof d === 'object' && d.type === 'post' ? d.layout.variant : d, name).toBe(variant);
      if (typeof d === 'object' && d.type === 'post') expect(readPostRows(d.layout, d.header, d.rows).ok, name).toBe(true);
    }
    const semi = await decide('sg-post-semicolons.csv');
    expect(typeof semi === 'object' && semi.type === 'post' && semi.rows[0]?.[3]).toBe('Blk 123\nLorong 1 Toa Payoh');
  });

  it('has the file errors', async () => {
    expect(await decide('not-a-spreadsheet.xlsx')).toBe('wrongFormat');
    expect(await decide('header-only.csv')).toEqual({ type: 'headerOnly' });
  });
});
