import { describe, expect, it } from 'vitest';
import { parcelIdProblem, INVALID_ID_FORMAT } from '../../src/ui/scanner/idFormat';
import { isValidOtp, normaliseOtp } from '../../src/ui/scanner/otp';
import { cameraProblem } from '../../src/ui/scanner/cameraErrors';

describe('parcel id format (spec part 1 §5)', () => {
  it('accepts letters, digits and hyphens in ordinary ids', () => {
    for (const id of ['NVSG12345', 'SG-123-ABC', 'abc-1', '137926']) expect(parcelIdProblem(id)).toBeNull();
  });
  it('rejects other characters', () => {
    for (const id of ['AB_12', 'AB 12', 'AB/12', 'A.B', 'ÄB12']) expect(parcelIdProblem(id)).toBe(INVALID_ID_FORMAT);
  });
  it('allows no hyphen in an id that contains STAMP, in any case', () => {
    expect(parcelIdProblem('STAMP123')).toBeNull();
    expect(parcelIdProblem('stamp123')).toBeNull();
    expect(parcelIdProblem('STAMP-123')).toBe(INVALID_ID_FORMAT);
    expect(parcelIdProblem('x-sTaMp-1')).toBe(INVALID_ID_FORMAT);
  });
  it('leaves an empty value to the required check', () => {
    expect(parcelIdProblem('   ')).toBeNull();
  });
});

describe('one-time codes', () => {
  it('normalises full-width digits and separators', () => {
    expect(normaliseOtp('４８２ ９１３')).toBe('482913');
    expect(normaliseOtp(' 482-913 ')).toBe('482913');
    expect(normaliseOtp('482\u3000913')).toBe('482913');
  });
  it('needs exactly six digits', () => {
    expect(isValidOtp('482913')).toBe(true);
    expect(isValidOtp('12345')).toBe(false);
    expect(isValidOtp('1234567')).toBe(false);
    expect(isValidOtp('12345a')).toBe(false);
  });
});

describe('camera problems (spec part 2 §8)', () => {
  it('maps a refused permission to the allow-camera message and anything else to the camera error', () => {
    expect(cameraProblem(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblem(new DOMException('no', 'SecurityError'))).toBe('denied');
    expect(cameraProblem(new DOMException('busy', 'NotReadableError'))).toBe('failed');
    expect(cameraProblem(new DOMException('none', 'NotFoundError'))).toBe('failed');
  });
});
