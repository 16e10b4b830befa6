import { Box, Input } from '@chakra-ui/react';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { memo, useMemo, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../../../kernel';
import type { FormValue } from '../../formSpec';
import { useDeferredText } from '../../deferredText';
import { useFieldText, useFormSelector, type FormRuntime } from '../../runtime';
import { describedBy } from '../../templates/a11y';
import type { Zone } from '../location/cascade';
import { searchZones, zoneLabel } from './search';

/**
 * Quick address (vn, my, th, id): a combobox searching the zone table; picking a result fills state, city and
 * district at once (and what follows from them). Keyboard: arrows move, Enter picks, Escape closes. The typed text
 * is committed like a text input's (deferredText.ts); the results follow every key.
 */
export const QuickAddressWidget = memo(function QuickAddressWidget(props: WidgetProps<FormValue, RJSFSchema, FormRuntime>) {
  const { id, name, placeholder, disabled, readonly, onBlur, onFocus, rawErrors } = props;
  const runtime = props.registry.formContext;
  const t = useT();
  const zones = useFormSelector(runtime, (s) => s.zones);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const value = useFieldText(runtime, name);
  const text = useDeferredText<HTMLInputElement>(value, (next) => runtime.actions.patch({ [name]: next } as Partial<FormValue>));
  // The results follow the text as typed (the form gets it after a pause); a pick or another outside change of the
  // value replaces what was typed.
  const [typed, setTyped] = useState<{ text: string; over: string } | null>(null);
  const query = typed && typed.over === value ? typed.text : value;
  const results = useMemo(() => (open && zones.status === 'ready' ? searchZones(zones.zones, query) : []), [open, zones, query]);
  const listId = `${id}__list`;
  const optionId = (i: number) => `${listId}-${i}`;
  const expanded = open && results.length > 0;

  const choose = (zone: Zone) => {
    // The pick sets this field to the zone's label; the typed text must not be committed over it afterwards.
    text.flush();
    runtime.actions.pickZone(zone, zoneLabel(zone));
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (results.length ? (i + step + results.length) % results.length : 0));
    } else if (e.key === 'Enter' && expanded) {
      e.preventDefault();
      const zone = results[active];
      if (zone) choose(zone);
    } else if (e.key === 'Enter') {
      text.flush();
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Box position="relative">
      <Input
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && results[active] ? optionId(active) : undefined}
        aria-invalid={Boolean(rawErrors?.length) || undefined}
        aria-describedby={describedBy(id, rawErrors)}
        autoComplete="off"
        ref={text.ref}
        defaultValue={text.initial}
        placeholder={placeholder ? t(placeholder) : undefined}
        disabled={disabled}
        readOnly={readonly}
        onChange={(e) => {
          text.onChange();
          setTyped({ text: e.target.value, over: value });
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => onFocus(id, query)}
        onBlur={() => {
          setOpen(false);
          onBlur(id, text.flush());
        }}
      />
      <Box as="ul" role="listbox" id={listId} hidden={!expanded} position="absolute" zIndex="dropdown" insetX="0" mt="1" bg="bg.panel"
        borderWidth="1px" borderRadius="md" boxShadow="md" maxH="64" overflowY="auto" listStyleType="none" py="1">
        {results.map((zone, i) => (
          <Box as="li" key={`${zone.l1Name}|${zone.l2Name}|${zone.l3Name}`} id={optionId(i)} role="option" aria-selected={i === active}
            px="3" py="2" minH="6" cursor="pointer" bg={i === active ? 'bg.muted' : undefined}
            // mousedown, not click: the input keeps focus, so its blur does not close the list first.
            onMouseDown={(e) => { e.preventDefault(); choose(zone); }} onMouseEnter={() => setActive(i)}>
            {zoneLabel(zone)}
          </Box>
        ))}
      </Box>
      <Box srOnly aria-live="polite">{open && query.trim() ? t('orders_form.quick_address_results', { count: results.length }) : ''}</Box>
    </Box>
  );
});
