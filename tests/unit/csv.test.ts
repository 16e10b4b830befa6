// CSV for spreadsheets through papaparse: quoting, line ends, non-Latin text, formulas neutralised, numbers kept.
import { describe, expect, it } from 'vitest';
import { unparse } from 'papaparse';
import { neutraliseCell, neutraliseCsvText, toCsv } from '../../src/ui/csv';

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

// A server's report, saved as it came but for the cells a spreadsheet would run: the same rule, each cell read as a
// spreadsheet reads it (inside its quotes, doubled quotes undone), the apostrophe inside the quotes when it has them.
describe('neutraliseCsvText', () => {
  it('neutralises a name that starts like a formula, quoted or not, and keeps numbers, phone numbers as text, and every other byte', () => {
    const server = [
      'tracking_id,shipper_name,to_name,to_contact,cod_amount',
      'NVSG0001,=HYPERLINK(x),Tan Ah Kow,+6516135728,12.50',
      'NVSG0002,"=HYPERLINK(""http://x"",""Pay"")","Lim, =not first",+6591234567,-8.00',
      'NVSG0003,"-1+2","line one\n=line two",\tcalc,"@SUM(A1)"',
      'NVSG0004,Shop,"""=quoted""",,-8',
      '',
    ].join('\r\n');
    expect(neutraliseCsvText(server)).toBe([
      'tracking_id,shipper_name,to_name,to_contact,cod_amount',
      "NVSG0001,'=HYPERLINK(x),Tan Ah Kow,'+6516135728,12.50",
      `NVSG0002,"'=HYPERLINK(""http://x"",""Pay"")","Lim, =not first",'+6591234567,-8.00`,
      `NVSG0003,"'-1+2","line one\n=line two",'\tcalc,"'@SUM(A1)"`,
      'NVSG0004,Shop,"""=quoted""",,-8',
      '',
    ].join('\r\n'));
  });

  it('gives a report with nothing to neutralise back unchanged: LF line ends, a byte-order mark, an unclosed quote', () => {
    for (const text of ['a,b\n1,2\n', '\uFEFFname,amount\r\nTan,-8.00\r\n', 'a,"open, to the end\r\n=x', '', '\r\n\r\n']) {
      expect(neutraliseCsvText(text)).toBe(text);
    }
    expect(neutraliseCsvText('\uFEFF=1+1,b\n')).toBe("\uFEFF'=1+1,b\n");
  });

  it('saves what the portal would write from the same cells', async () => {
    const rows = [
      ['id', 'name', 'phone', 'amount', 'note'],
      ['1', '=cmd|x', '+6516135728', '-8.00', 'a, "b"'],
      ['2', '"=quoted"', '-', '-0.5', 'multi\nline'],
      ['3', '@user', '\t9', '+8', ' =spaced'],
    ];
    expect(neutraliseCsvText(`${unparse(rows, { newline: '\r\n', quotes: false })}\r\n`)).toBe(await toCsv(rows));
  });
});
