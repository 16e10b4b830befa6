import { HStack, InputGroup, Text } from '@chakra-ui/react';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import { useT } from '@kernel';
import { normalisePhone } from '../../phone';
import type { FormValue } from '../../formSpec';
import { useFormSelector, type FormRuntime } from '../../runtime';
import { TextInput } from '../../templates/TextInput';
import { InlineSpinner } from '@ui';

/**
 * Mobile number: the country prefix shown before the input (and read out with it), the national number in the
 * field, normalised on blur (leading zeros, the prefix and spaces go). Below it, the saved-recipient lookup's state,
 * a part of its own: the lookup starting and ending re-renders that line, not the input.
 */
export const PhoneWidget = memo(function PhoneWidget(props: WidgetProps<FormValue, RJSFSchema, FormRuntime>) {
  const runtime = props.registry.formContext;
  const prefixId = `${props.id}__prefix`;
  const statusId = `${props.id}__status`;
  return (
    <>
      <InputGroup startAddon={<span id={prefixId}>{runtime.prefix}</span>}>
        <TextInput
          {...props}
          type="tel"
          inputMode="tel"
          // The status line is empty while no lookup runs, and then adds nothing to the description.
          describedByExtra={[prefixId, statusId]}
          normaliseOnBlur={(v) => normalisePhone(v, runtime.prefix)}
        />
      </InputGroup>
      <SearchStatus id={statusId} runtime={runtime} />
    </>
  );
});

function SearchStatus({ id, runtime }: { id: string; runtime: FormRuntime }) {
  const t = useT();
  const search = useFormSelector(runtime, (s) => s.search);
  return (
    <HStack id={id} aria-live="polite" gap="2" minH="0" textStyle="xs" color="fg.muted">
      {search === 'searching' && <><InlineSpinner size="xs" /><Text>{t('orders_form.searching_consignees')}</Text></>}
      {search === 'failed' && <Text>{t('orders_form.consignee_search_failed')}</Text>}
    </HStack>
  );
}
