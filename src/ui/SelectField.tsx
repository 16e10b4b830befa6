import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField } from './FormField';

export interface SelectOption {
  value: string;
  label: string;
  /** Language of the label, for a language picker. */
  lang?: string;
}

export interface SelectFieldProps {
  label: ReactNode;
  help?: ReactNode;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled native select: the label is tied to it, and phones show their own picker. */
export function SelectField({ label, help, value, options, onChange, error, required, disabled }: SelectFieldProps) {
  return (
    <FormField label={label} help={help} error={error} required={required}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => <option key={o.value} value={o.value} lang={o.lang}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
