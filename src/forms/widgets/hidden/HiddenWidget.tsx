import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import type { FormValue } from '../../formSpec';
import { useFieldText, type FormRuntime } from '../../runtime';

/** A field that is not shown (coordinates, billing zone): rjsf's hidden input, with the form's current value. */
export const HiddenWidget = memo(function HiddenWidget(props: WidgetProps<FormValue, RJSFSchema, FormRuntime>) {
  const value = useFieldText(props.registry.formContext, props.name);
  return <input type="hidden" id={props.id} name={props.htmlName || props.id} value={value} />;
});
