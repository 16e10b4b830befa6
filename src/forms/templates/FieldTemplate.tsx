import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { errorId, helpId, type FieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import { useT } from '@kernel';
import { ruleValues, type FormValue } from '../formSpec';
import type { FormRuntime } from '../runtime';
import { labelId } from './a11y';

/** Widgets that are a group of controls: named by aria-labelledby, since a <label> can point at one input only. */
const GROUP_WIDGETS = new Set(['consignee']);

/**
 * One field: a <label for> tied to the input (the label text is the config's message id, translated), the input,
 * help, and the error, announced (role=alert) and in red.700 like the shared FormField (4.5:1 on white).
 */
export function FieldTemplate(props: FieldTemplateProps<FormValue, RJSFSchema, FormRuntime>) {
  const { id, label, children, rawErrors, rawHelp, hidden, required, uiSchema, displayLabel, fieldPathId, schema } = props;
  const t = useT();
  // The form itself (the root object) has no label or error of its own: only its fields.
  if (fieldPathId.path.length === 0) return children;
  if (hidden) return <Box display="none">{children}</Box>;
  const error = rawErrors?.[0];
  const group = GROUP_WIDGETS.has(String(uiSchema?.['ui:widget'] ?? ''));
  const text = label ? t(label) : '';
  // Help and messages may say the field's length rule ({length}).
  const values = ruleValues(schema);
  // The asterisk is drawn by CSS: the label's text stays the field's name; the input says aria-required itself.
  const mark = required ? { _after: { content: '"*"', color: 'red.700', marginInlineStart: '0.5' } } : {};
  return (
    <Stack gap="1.5" data-field={id}>
      {displayLabel !== false && text !== '' && (
        group ? (
          <Text id={labelId(id)} fontWeight="medium" textStyle="sm" {...mark}>{text}</Text>
        ) : (
          <chakra.label id={labelId(id)} htmlFor={id} fontWeight="medium" textStyle="sm" {...mark}>{text}</chakra.label>
        )
      )}
      {children}
      {rawHelp && !error && <Text id={helpId(id)} textStyle="xs" color="fg.muted">{t(rawHelp, values)}</Text>}
      <Text id={errorId(id)} role="alert" color="red.700" textStyle="sm" _empty={{ display: 'none' }}>{error ? t(error, values) : null}</Text>
    </Stack>
  );
}
