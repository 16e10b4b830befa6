import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { memo, useMemo } from 'react';
import { useT } from '@kernel';
import { valueOf, type FormValue } from '../../formSpec';
import { useFieldText, useFormSelector, type FormRuntime } from '../../runtime';
import { describedBy } from '../../templates/a11y';
import { optionsFor, type CascadeValue, type Level } from './cascade';

const SEP = '\u001f';

/**
 * One address level (state, city or district) as a native select (phones show their own picker). Its options
 * depend on the levels above; picking one clears the levels below and fills what follows (see cascade.ts). The
 * top level shows the loading and error states of the zone table, with Retry.
 */
export const LocationWidget = memo(function LocationWidget(props: WidgetProps<FormValue, RJSFSchema, FormRuntime>) {
  const { id, name, required, disabled, readonly, onBlur, onFocus, rawErrors, options } = props;
  const runtime = props.registry.formContext;
  const t = useT();
  const level = (options.level ?? 1) as Level;
  const top = runtime.levels[0]?.level === level;
  const zones = useFormSelector(runtime, (s) => s.zones);
  // The parents as one string: a new key only when a level above changes, not on every keystroke elsewhere.
  const parentKey = useFormSelector(runtime, (s) =>
    runtime.levels.filter((l) => l.level < level).map((l) => String(valueOf(s.value, l.field) ?? '')).join(SEP));

  const choices = useMemo(() => {
    if (zones.status !== 'ready') return [];
    const parents = parentKey.split(SEP);
    const partial = { state: '', city: '', district: '' } as CascadeValue;
    runtime.levels.filter((l) => l.level < level).forEach((l, i) => { partial[l.field] = parents[i] ?? ''; });
    return optionsFor(zones.zones, runtime.levels, level, partial);
  }, [zones, parentKey, level, runtime.levels]);

  const current = useFieldText(runtime, name);
  // A saved consignee may name a place the table does not know: keep it visible rather than show a blank.
  const list = current && !choices.includes(current) ? [current, ...choices] : choices;
  const waiting = zones.status === 'loading';
  const noParent = parentKey.split(SEP).some((p) => p === '') && level !== runtime.levels[0]?.level;
  const invalid = Boolean(rawErrors?.length);
  const statusId = `${id}__status`;

  return (
    <>
      <NativeSelect.Root disabled={disabled || readonly || waiting || (noParent && !current)}>
        <NativeSelect.Field
          id={id}
          value={current}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(id, rawErrors, top && zones.status === 'error' && statusId)}
          aria-busy={waiting || undefined}
          onChange={(e) => runtime.actions.pickLevel(level, e.target.value)}
          onBlur={() => onBlur(id, current)}
          onFocus={() => onFocus(id, current)}
        >
          <option value="">{t(waiting ? 'orders_form.locations_loading' : 'orders_form.select_placeholder')}</option>
          {list.map((name) => <option key={name} value={name}>{name}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {top && zones.status === 'error' && (
        <HStack id={statusId} role="alert" gap="3" wrap="wrap">
          <Text color="red.700" textStyle="sm">{t('orders_form.locations_failed')}</Text>
          <Button size="xs" variant="outline" onClick={runtime.actions.retryZones}>{t('retry')}</Button>
        </HStack>
      )}
    </>
  );
});
