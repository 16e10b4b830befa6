import { NativeSelect } from '@chakra-ui/react';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { memo } from 'react';
import { useT } from '@kernel';
import type { FormValue } from '../../formSpec';
import { useFieldText, type FormRuntime } from '../../runtime';
import { describedBy } from '../../templates/a11y';

/**
 * One of a field's `enum` values, as a native select (a phone shows its own picker): each option is labelled by the
 * message id config gives it (`ui:options.optionLabels`), so an admin adds a value and its words, never code. The
 * value sent is the enum value; none picked is blank, which `required` catches.
 */
export const SelectWidget = memo(function SelectWidget(props: WidgetProps<FormValue, RJSFSchema, FormRuntime>) {
  const { id, name, required, disabled, readonly, onBlur, onFocus, rawErrors, schema, options } = props;
  const runtime = props.registry.formContext;
  const t = useT();
  const current = useFieldText(runtime, name);
  const values = (schema.enum ?? []).map(String);
  const labels = (options.optionLabels ?? {}) as Record<string, string>;
  return (
    <NativeSelect.Root disabled={disabled || readonly}>
      <NativeSelect.Field
        id={id}
        value={current}
        aria-required={required || undefined}
        aria-invalid={Boolean(rawErrors?.length) || undefined}
        aria-describedby={describedBy(id, rawErrors)}
        onChange={(e) => {
          runtime.actions.patch({ [name]: e.target.value });
          runtime.actions.touch(name);
        }}
        onBlur={() => onBlur(id, current)}
        onFocus={() => onFocus(id, current)}
      >
        <option value="">{t('orders_form.select_placeholder')}</option>
        {values.map((value) => <option key={value} value={value}>{t(labels[value] ?? value)}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
