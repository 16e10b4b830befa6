// CSV for spreadsheets through papaparse: quoting, line ends, non-Latin text, formulas neutralised, numbers kept.
import { describe, expect, it } from 'vitest';
import { neutraliseCell, toCsv } from '../../src/ui/csv';

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
    const csv = await toCsv([['=HYPERLINK("x")', '+6591234567', '-1+2', '@SUM', 'SG-1']]);
    expect(csv).toBe(`"'=HYPERLINK(""x"")",'+6591234567,'-1+2,'@SUM,SG-1\r\n`);
  });

  // The rule: a plain decimal number (digits, an optional fraction, an optional leading minus) stays a number, so a
  // shortfall adds up in a spreadsheet; anything else that starts with = + - @, tab or CR gets the apostrophe. A
  // leading '+' is never a plain number here: '+6591234567' must stay text (a phone number), not become 6591234567.
  it('keeps plain numbers, negative ones too, and neutralises formulas that start like a number', async () => {
    const kept = ['-8.00', '-8', '0', '12.50', '1e3', '-0.5'];
    const neutralised = ['=1+1', '-1+2', '+SUM(A1:A2)', '@x', '\t1', '\r1', '-8.00+1', '-1e3', '-', '-.5', '-8,00', '+8', '-8.00\n=1'];
    expect(kept.map(neutraliseCell)).toEqual(kept);
    expect(neutralised.map(neutraliseCell)).toEqual(neutralised.map((v) => `'${v}`));
    expect(await toCsv([['Difference', '-8.00'], ['Formula', '-1+2']])).toBe(`Difference,-8.00\r\nFormula,'-1+2\r\n`);
  });
});
