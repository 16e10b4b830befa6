// CSV for spreadsheets through papaparse: quoting, line ends, non-Latin text, and formulas neutralised.
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/ui/csv';

describe('toCsv', () => {
  it('quotes commas, quotes and line breaks, ends every line with CRLF, keeps Thai and Chinese as they are', async () => {
    const csv = await toCsv([
      ['Tracking ID', 'Failure reason'],
      ['NVSG0001', 'Address, "unit" missing'],
      ['NVTH0002', 'ที่อยู่ไม่ถูกต้อง\nลองอีกครั้ง'],
      ['NVSG0003', '地址错误'],
    ]);
    expect(csv).toBe([
      'Tracking ID,Failure reason',
      'NVSG0001,"Address, ""unit"" missing"',
      'NVTH0002,"ที่อยู่ไม่ถูกต้อง\nลองอีกครั้ง"',
      'NVSG0003,地址错误',
      '',
    ].join('\r\n'));
  });

  it('neutralises a cell a spreadsheet would run, in any column, and leaves ordinary ids alone', async () => {
    const csv = await toCsv([['=HYPERLINK("x")', '+6591234567', '-1', '@SUM', 'SG-1']]);
    expect(csv).toBe(`"'=HYPERLINK(""x"")",'+6591234567,'-1,'@SUM,SG-1\r\n`);
  });
});
