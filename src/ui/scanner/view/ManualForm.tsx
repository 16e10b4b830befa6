import { Button, Input, Stack } from '@chakra-ui/react';
import { memo, type FormEvent, type RefObject } from 'react';
import { FormField } from '../../FormField';
import { FIELD_SHAPES, type ScannerVariant } from '../variant';

/** The typing field and its button; the variant decides its shape (the OTP field is numeric, 'Continue'). */
export const ManualForm = memo(function ManualForm({ label, variant, value, fieldError, inputRef, submitLabel, onSubmit, onChange }: {
  label: string; variant: ScannerVariant; value: string; fieldError: string | null; inputRef: RefObject<HTMLInputElement | null>;
  submitLabel: string; onSubmit: (e: FormEvent) => void; onChange: (value: string) => void;
}) {
  const shape = FIELD_SHAPES[variant];
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="2">
        <FormField label={label} error={fieldError}>
          <Input ref={inputRef} value={value} autoComplete={shape.autoComplete}
            inputMode={shape.inputMode} autoCapitalize="characters" spellCheck={false}
            onChange={(e) => onChange(e.target.value)} />
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf="start">{submitLabel}</Button>
      </Stack>
    </form>
  );
});
