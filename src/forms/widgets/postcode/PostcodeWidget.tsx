import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import type { FormValue } from '../../formSpec';
import type { FormRuntime } from '../../runtime';
import { TextInput } from '../../templates/TextInput';

/**
 * Postcode (or postal code on the pack form): a digits keyboard on phones, at most the schema's length. What is
 * valid (exact length, digits) is the schema's business; this widget only makes typing it easy.
 */
export const PostcodeWidget = memo(function PostcodeWidget(props: WidgetProps<FormValue, RJSFSchema, FormRuntime>) {
  return <TextInput {...props} inputMode="numeric" normaliseOnBlur={(v) => v.replace(/\s+/g, '')} />;
});
