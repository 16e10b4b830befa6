import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import type { FormValue } from '../../formSpec';
import type { FormRuntime } from '../../runtime';
import { TextInput } from '../../templates/TextInput';

/** Room for the spaces and dashes an operator may type in a code; they are dropped before checking. */
const TYPING_SLACK = 6;

/**
 * An id or account number typed as text (IC number, bank account): the number keypad on a phone when the schema
 * allows digits only. Spaces, dashes and small letters are forgiven: the rules see the cleaned code (cleanCode).
 */
export const CodeWidget = memo(function CodeWidget(props: WidgetProps<FormValue, RJSFSchema, FormRuntime>) {
  const { maxLength, pattern } = props.schema;
  return (
    <TextInput {...props} inputMode={pattern === '^[0-9]+$' ? 'numeric' : 'text'}
      maxLength={typeof maxLength === 'number' ? maxLength + TYPING_SLACK : undefined} />
  );
});
