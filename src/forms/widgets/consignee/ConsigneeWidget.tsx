import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import { useT } from '@kernel';
import type { FormValue } from '../../formSpec';
import { useFieldValue, useFormSelector, type FormRuntime } from '../../runtime';
import { describedBy, labelId } from '../../templates/a11y';

/**
 * The saved recipients of the typed number, shown when there are two or more (the form hides the field
 * otherwise): one radio each; picking one fills the recipient's details.
 */
export const ConsigneeWidget = memo(function ConsigneeWidget(props: WidgetProps<FormValue, RJSFSchema, FormRuntime>) {
  const { id, name, required, disabled, readonly, onBlur, rawErrors } = props;
  const runtime = props.registry.formContext;
  const value = useFieldValue(runtime, name);
  const t = useT();
  const choices = useFormSelector(runtime, (s) => s.choices);
  const helpId = `${id}__pick`;
  return (
    <Stack id={id} role="radiogroup" aria-labelledby={labelId(id)} aria-describedby={describedBy(id, rawErrors, helpId)}
      aria-required={required || undefined} aria-invalid={Boolean(rawErrors?.length) || undefined} gap="2">
      <Text id={helpId} textStyle="xs" color="fg.muted">{t('orders_form.consignee_pick_help')}</Text>
      {choices.map((c) => (
        <chakra.label key={c.id} display="flex" gap="3" alignItems="flex-start" borderWidth="1px" borderRadius="md" p="3" cursor="pointer"
          borderColor={value === c.id ? 'brand.600' : 'border'} _focusWithin={{ outline: '2px solid', outlineColor: 'brand.600' }}>
          <chakra.input type="radio" name={`${id}__choice`} value={c.id} checked={value === c.id} disabled={disabled || readonly}
            mt="1" w="4" h="4" flexShrink={0} onChange={() => runtime.actions.pickConsignee(c)} onBlur={() => onBlur(id, value)} />
          <Box>
            <Text fontWeight="medium">{c.name}</Text>
            <Text textStyle="sm" color="fg.muted">{[c.address_1, c.locality, c.city, c.state, c.postcode].filter(Boolean).join(', ')}</Text>
          </Box>
        </chakra.label>
      ))}
    </Stack>
  );
});
