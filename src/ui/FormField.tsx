import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  error?: string | null;
  help?: ReactNode;
  required?: boolean;
  children: ReactNode;
  /** The control's own id, when it must be known (several forms on a page); the label points at it. */
  id?: string;
}

/** A labelled field: the label is tied to its input and the error is announced (Chakra's Field wires the ids). */
export function FormField({ label, error, help, required, children, id }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={id ? { control: id } : undefined}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {help && !error && <Field.HelperText>{help}</Field.HelperText>}
      {/* red.700 keeps 4.5:1 contrast on white at small sizes (the default red.500 does not). */}
      <Field.ErrorText role="alert" color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}
