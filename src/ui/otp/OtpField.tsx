import { Input } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { FormField } from '../FormField';
import { normaliseOtp } from '../scanner/otp';

export interface OtpFieldProps {
  label: string;
  /** The code as normalised so far (digits; anything else stays so the check can refuse it). */
  value: string;
  onChange: (code: string) => void;
  /** Shown under the field and announced; the value stays as typed. */
  error?: string | null;
  help?: string;
  id?: string;
  disabled?: boolean;
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * A one-time code field: typed, pasted or filled by the phone's SMS autofill; full-width digits become ASCII and
 * spaces or dashes go as the operator types, so '１２３ ４５６' reads 123456. It never clears itself: after a refusal
 * the operator corrects the code instead of typing it again. Nothing is cut at a length: the check says when a
 * pasted code is not 6 digits.
 */
export function OtpField({ label, value, onChange, error, help, id, disabled, inputRef }: OtpFieldProps) {
  return (
    <FormField label={label} error={error} help={help} id={id}>
      <Input
        ref={inputRef}
        value={value}
        onChange={(e) => onChange(normaliseOtp(e.target.value))}
        inputMode="numeric"
        autoComplete="one-time-code"
        disabled={disabled}
        fontSize="xl"
        letterSpacing="0.3em"
        fontVariantNumeric="tabular-nums"
        maxW="16rem"
      />
    </FormField>
  );
}
