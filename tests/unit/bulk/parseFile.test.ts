// @vitest-environment node
// The reader the Web Worker runs: CSV quirks, spreadsheets' cell values, and each file error.
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { parseFile } from '../../../src/plugins/bulk/parse/parseFile';

const buf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const rowsOf = async (name: string, b: ArrayBuffer) => {
  const r = await parseFile(name, b);
  if (!r.ok) throw new Error(r.error);
  return r.rows;
};

describe('CSV', () => {
  it('drops a UTF-8 byte-order mark and reads CRLF lines', async () => {
    expect(await rowsOf('a.csv', buf('\uFEFFshipper_id,to_name\r\n3301,Malee\r\n'))).toEqual([['shipper_id', 'to_name'], ['3301', 'Malee']]);
  });

  it('reads `;` as the delimiter when the file uses it', async () => {
    expect(await rowsOf('a.csv', buf('a;b;c\n1;2,5;3\n'))).toEqual([['a', 'b', 'c'], ['1', '2,5', '3']]);
  });

  it('keeps a newline inside a quoted cell', async () => {
    expect(await rowsOf('a.csv', buf('a,b\n"line one\nline two",x\n'))).toEqual([['a', 'b'], ['line one\nline two', 'x']]);
  });

  it('reads a one-column file of tracking ids', async () => {
    expect(await rowsOf('a.csv', buf('NVSG00000001\nNVSG00000002\n'))).toEqual([['NVSG00000001'], ['NVSG00000002']]);
  });

  it('keeps a formula-looking cell as text: nothing is evaluated', async () => {
    expect(await rowsOf('a.csv', buf('a,b\n=1+1,x\n'))).toEqual([['a', 'b'], ['=1+1', 'x']]);
  });

  it('refuses an unclosed quote as an invalid CSV file', async () => {
    expect(await parseFile('a.csv', buf('a,b\n"open,x\n'))).toEqual({ ok: false, error: 'invalidCsv' });
  });
});

describe('spreadsheets', () => {
  const book = (cells: XLSX.WorkSheet, type: 'xlsx' | 'biff8') => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, cells, 'orders');
    return XLSX.write(wb, { type: 'array', bookType: type }) as ArrayBuffer;
  };

  it('reads a formula cell as its value, never its formula', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([['weight', 'to_name'], [1.5, 'Malee']]);
    sheet.C1 = { t: 's', v: 'total' };
    sheet.C2 = { t: 'n', v: 3, f: 'A2*2' };
    sheet['!ref'] = 'A1:C2';
    expect(await rowsOf('a.xlsx', book(sheet, 'xlsx'))).toEqual([['weight', 'to_name', 'total'], ['1.5', 'Malee', '3']]);
  });

  it('reads legacy .xls files', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([['tracking_id'], ['NVTH00000001']]);
    expect(await rowsOf('a.xls', book(sheet, 'biff8'))).toEqual([['tracking_id'], ['NVTH00000001']]);
  });

  it('says "failed to parse" for a broken workbook', async () => {
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]).buffer;
    expect(await parseFile('a.xlsx', broken)).toEqual({ ok: false, error: 'excelFailed' });
  });
});

describe('file errors', () => {
  it('refuses another extension, or a file whose content does not match its extension', async () => {
    expect(await parseFile('a.pdf', buf('%PDF'))).toEqual({ ok: false, error: 'wrongFormat' });
    expect(await parseFile('a.xlsx', buf('a,b\n1,2'))).toEqual({ ok: false, error: 'wrongFormat' });
    expect(await parseFile('a.csv', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]).buffer)).toEqual({ ok: false, error: 'wrongFormat' });
  });

  it('finds an empty file', async () => {
    expect(await parseFile('a.csv', new ArrayBuffer(0))).toEqual({ ok: false, error: 'empty' });
    expect(await parseFile('a.csv', buf('\uFEFF\r\n  \r\n'))).toEqual({ ok: false, error: 'empty' });
  });
});
