import { Textarea } from '@chakra-ui/react';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import { useT } from '../../../../../kernel';
import type { FormValue } from '../../formSpec';
import type { FormRuntime } from '../../runtime';
import { describedBy } from '../../templates/a11y';

/** Longer text (a pack description an admin wants on several lines). */
export const TextareaWidget = memo(function TextareaWidget(props: WidgetProps<FormValue, RJSFSchema, FormRuntime>) {
  const { id, value, placeholder, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors, schema } = props;
  const t = useT();
  return (
    <Textarea
      id={id}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder ? t(placeholder) : undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      disabled={disabled}
      readOnly={readonly}
      rows={3}
      aria-required={required || undefined}
      aria-invalid={Boolean(rawErrors?.length) || undefined}
      aria-describedby={describedBy(id, rawErrors)}
      onChange={(e) => onChange(e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
});
