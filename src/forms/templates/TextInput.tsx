import { Input, type InputProps } from '@chakra-ui/react';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { useT } from '@kernel';
import type { FormValue } from '../formSpec';
import { useFieldInput, type FormRuntime } from '../runtime';
import { describedBy } from './a11y';

export type TextInputProps = WidgetProps<FormValue, RJSFSchema, FormRuntime> & {
  type?: string;
  inputMode?: InputProps['inputMode'];
  /** Extra ids to describe the input with (a prefix, a status line). */
  describedByExtra?: Array<string | false | null | undefined>;
  /** Called with the value on blur, after the form's own blur (e.g. a server check). */
  onBlurValue?: (value: string) => void;
  /** Rewrites the value on blur (e.g. phone normalisation); the form gets the new value. */
  normaliseOnBlur?: (value: string) => string;
};

/**
 * A text input of the form: the raw text is the field's value (no '' → undefined conversion: the value stays a
 * string), the input carries the field id the label points at, aria-invalid and the error's id. Typing stays in the
 * input and is committed to the form after a pause, on blur and on Enter (see deferredText.ts). Autocomplete is off
 * unless the page names a hint (`ui:autocomplete`): operators mostly type other people's details. No maxlength: a
 * pasted text over the schema's limit stays whole and the form says it is too long (length.ts).
 */
export function TextInput(props: TextInputProps) {
  const { id, name, htmlName, type, inputMode, placeholder, required, disabled, readonly, autofocus, onBlur, onFocus, rawErrors } = props;
  const runtime = props.registry.formContext;
  const t = useT();
  const text = useFieldInput<HTMLInputElement>(runtime, name);
  const invalid = Boolean(rawErrors && rawErrors.length > 0);
  return (
    <Input
      ref={text.ref}
      id={id}
      name={htmlName ?? id}
      type={type ?? 'text'}
      inputMode={inputMode}
      defaultValue={text.initial}
      placeholder={placeholder ? t(placeholder) : undefined}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoComplete={typeof props.options.autocomplete === 'string' ? props.options.autocomplete : 'off'}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, rawErrors, ...(props.describedByExtra ?? []))}
      onChange={text.onChange}
      onKeyDown={(e) => { if (e.key === 'Enter') text.flush(); }}
      onBlur={(e) => {
        const next = props.normaliseOnBlur ? props.normaliseOnBlur(e.target.value) : e.target.value;
        // Committed before the blur is reported, so the field's errors show for what it holds now.
        text.replace(next);
        onBlur(id, next);
        props.onBlurValue?.(next);
      }}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}

/** rjsf's text and email widgets render through this. */
export function BaseInputTemplate(props: TextInputProps) {
  return <TextInput {...props} />;
}
