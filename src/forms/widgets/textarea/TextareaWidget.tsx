import { Textarea } from '@chakra-ui/react';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import { useT } from '@kernel';
import type { FormValue } from '../../formSpec';
import { useFieldInput, type FormRuntime } from '../../runtime';
import { describedBy } from '../../templates/a11y';

/**
 * Longer text (a pack description an admin wants on several lines); typing is committed like a text input's, and
 * nothing is cut at the schema's limit (the form says it is too long).
 */
export const TextareaWidget = memo(function TextareaWidget(props: WidgetProps<FormValue, RJSFSchema, FormRuntime>) {
  const { id, name, placeholder, required, disabled, readonly, onBlur, onFocus, rawErrors } = props;
  const runtime = props.registry.formContext;
  const t = useT();
  const text = useFieldInput<HTMLTextAreaElement>(runtime, name);
  return (
    <Textarea
      ref={text.ref}
      id={id}
      defaultValue={text.initial}
      placeholder={placeholder ? t(placeholder) : undefined}
      disabled={disabled}
      readOnly={readonly}
      rows={3}
      aria-required={required || undefined}
      aria-invalid={Boolean(rawErrors?.length) || undefined}
      aria-describedby={describedBy(id, rawErrors)}
      onChange={text.onChange}
      onBlur={(e) => {
        text.flush();
        onBlur(id, e.target.value);
      }}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
});
