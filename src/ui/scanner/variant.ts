import { normaliseCode } from '../../streams/hardwareScanner';
import { scannedIdProblem } from './idFormat';
import { isValidOtp, normaliseOtp } from './otp';

/** 'barcode': tracking, stamp and pack ids; 'otp': a 6-digit one-time code with a Continue button. */
export type ScannerVariant = 'barcode' | 'otp';

/**
 * How the typing field of a variant looks and what its button says (a catalog id). The field has no maxlength: a
 * pasted code is never cut to fit and looked up; the variant's rule refuses one that is too long.
 */
export const FIELD_SHAPES: Record<ScannerVariant, { autoComplete: string; inputMode: 'text' | 'numeric'; submitId: string }> = {
  barcode: { autoComplete: 'off', inputMode: 'text', submitId: 'scanner.submit' },
  otp: { autoComplete: 'one-time-code', inputMode: 'numeric', submitId: 'scanner.continue' },
};

/** The code a variant reads from what was typed, or the catalog id of why it is refused (kept in the field). */
export function typedCode(variant: ScannerVariant, raw: string): { code: string } | { problem: string } {
  const code = variant === 'otp' ? normaliseOtp(raw) : normaliseCode(raw);
  if (!code) return { problem: 'this_field_cannot_be_left_blank' };
  if (variant === 'otp' && !isValidOtp(code)) return { problem: 'scanner.otp_invalid' };
  const formatProblem = variant === 'barcode' ? scannedIdProblem(code) : null;
  return formatProblem ? { problem: formatProblem } : { code };
}

/**
 * The rule every read of a variant must pass, whatever its source: an id's length and format (one-time codes are
 * checked when typed; a scanned QR is the flow's to judge).
 */
export function formatRule(variant: ScannerVariant): (code: string) => string | null {
  return variant === 'barcode' ? scannedIdProblem : () => null;
}
