import { describe, expect, it } from 'vitest';
import { formatRule, typedCode } from '../../../src/ui/scanner/variant';

describe('what the scanner reads from its field, per variant', () => {
  it('barcode: control characters and spaces around go; blank and a bad format are refused with their message ids', () => {
    expect(typedCode('barcode', '  SG-77\u0007 ')).toEqual({ code: 'SG-77' });
    expect(typedCode('barcode', '   ')).toEqual({ problem: 'this_field_cannot_be_left_blank' });
    expect(typedCode('barcode', 'STAMP-1')).toEqual({ problem: 'scanner.invalid_format' });
  });

  it('otp: full-width digits and spaces are normalised; anything but 6 digits is refused', () => {
    expect(typedCode('otp', '４８２ ９１３')).toEqual({ code: '482913' });
    for (const bad of ['12345', '1234567', '12a456']) expect(typedCode('otp', bad)).toEqual({ problem: 'scanner.otp_invalid' });
  });

  it('every read of a barcode scanner meets the id rule; one-time codes are checked when typed only', () => {
    expect(formatRule('barcode')('AB_12')).toBe('scanner.invalid_format');
    expect(formatRule('barcode')('NVSG-1')).toBeNull();
    expect(formatRule('otp')('AB_12')).toBeNull();
  });
});

describe('an id longer than a scan field takes (issue 26, 8)', () => {
  const id30 = `NVSG${'1'.repeat(26)}`;
  it('is refused whole with its own message, typed or read; 30 characters still pass', () => {
    expect(typedCode('barcode', id30)).toEqual({ code: id30 });
    expect(typedCode('barcode', `${id30}2`)).toEqual({ problem: 'scanner.too_long' });
    expect(typedCode('barcode', 'N'.repeat(200))).toEqual({ problem: 'scanner.too_long' });
    expect(formatRule('barcode')(`${id30}2`)).toBe('scanner.too_long');
    expect(formatRule('barcode')(id30)).toBeNull();
  });

  it('a pasted one-time code is read whole: 200 characters are not a 6-digit code', () => {
    expect(typedCode('otp', `482913${'0'.repeat(194)}`)).toEqual({ problem: 'scanner.otp_invalid' });
  });
});
