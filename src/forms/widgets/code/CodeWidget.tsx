import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import type { FormValue } from '../../formSpec';
import type { FormRuntime } from '../../runtime';
import { TextInput } from '../../templates/TextInput';

/**
 * An id or account number typed as text (IC number, bank account): the number keypad on a phone when the schema
 * allows digits only. Spaces, dashes and small letters are forgiven: the rules see the cleaned code (cleanCode).
 */
export const CodeWidget = memo(function CodeWidget(props: WidgetProps<FormValue, RJSFSchema, FormRuntime>) {
  const { pattern } = props.schema;
  return <TextInput {...props} inputMode={pattern === '^[0-9]+$' ? 'numeric' : 'text'} />;
});
