/** One-time codes are 6 digits (spec). */
export const OTP_LENGTH = 6;

/**
 * What an operator pastes or types into the code field: full-width digits (from CJK keyboards) become ASCII,
 * spaces, hyphens and other separators go.
 */
export function normaliseOtp(raw: string): string {
  return raw
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xff10 + 48))
    .replace(/[\s\u3000\-_.]/g, '');
}

export function isValidOtp(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}
