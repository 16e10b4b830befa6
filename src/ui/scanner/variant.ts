import { normaliseCode } from '../../streams/hardwareScanner';
import { parcelIdProblem } from './idFormat';
import { isValidOtp, normaliseOtp } from './otp';

/** 'barcode': tracking, stamp and pack ids; 'otp': a 6-digit one-time code with a Continue button. */
export type ScannerVariant = 'barcode' | 'otp';

/** How the typing field of a variant looks and what its button says (a catalog id). */
export const FIELD_SHAPES: Record<ScannerVariant, { maxLength: number; autoComplete: string; inputMode: 'text' | 'numeric'; submitId: string }> = {
  barcode: { maxLength: 30, autoComplete: 'off', inputMode: 'text', submitId: 'scanner.submit' },
  otp: { maxLength: 20, autoComplete: 'one-time-code', inputMode: 'numeric', submitId: 'scanner.continue' },
};

/** The code a variant reads from what was typed, or the catalog id of why it is refused (kept in the field). */
export function typedCode(variant: ScannerVariant, raw: string): { code: string } | { problem: string } {
  const code = variant === 'otp' ? normaliseOtp(raw) : normaliseCode(raw);
  if (!code) return { problem: 'this_field_cannot_be_left_blank' };
  if (variant === 'otp' && !isValidOtp(code)) return { problem: 'scanner.otp_invalid' };
  const formatProblem = variant === 'barcode' ? parcelIdProblem(code) : null;
  return formatProblem ? { problem: formatProblem } : { code };
}

/** The format rule every read of a variant must pass, whatever its source (one-time codes are checked when typed). */
export function formatRule(variant: ScannerVariant): (code: string) => string | null {
  return variant === 'barcode' ? parcelIdProblem : () => null;
}
