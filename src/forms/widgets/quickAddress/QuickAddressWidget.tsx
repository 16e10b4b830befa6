import { Box, Input } from '@chakra-ui/react';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import { memo, useMemo, useState } from 'react';
import { useT } from '@kernel';
import type { FormValue } from '../../formSpec';
import { useDeferredText } from '../../deferredText';
import { useFieldText, useFormSelector, type FormRuntime } from '../../runtime';
import { describedBy } from '../../templates/a11y';
import type { Zone } from '../location/cascade';
import { searchZones, zoneLabel } from './search';
import { useZoneList, ZoneList } from './ZoneList';

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
  const value = useFieldText(runtime, name);
  const text = useDeferredText<HTMLInputElement>(value, (next) => runtime.actions.patch({ [name]: next } as Partial<FormValue>));
  // The results follow the text as typed (the form gets it after a pause); a pick or another outside change of the
  // value replaces what was typed.
  const [typed, setTyped] = useState<{ text: string; over: string } | null>(null);
  const query = typed && typed.over === value ? typed.text : value;
  const results = useMemo(() => (open && zones.status === 'ready' ? searchZones(zones.zones, query) : []), [open, zones, query]);
  const listId = `${id}__list`;

  const choose = (zone: Zone) => {
    // The pick sets this field to the zone's label; the typed text must not be committed over it afterwards.
    text.flush();
    runtime.actions.pickZone(zone, zoneLabel(zone));
    setOpen(false);
  };
  const list = useZoneList(listId, results, open, setOpen, choose, (e) => { if (e.key === 'Enter') text.flush(); });
  const { active, expanded, optionId } = list;

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
          list.setActive(0);
        }}
        onKeyDown={list.onKeyDown}
        onFocus={() => onFocus(id, query)}
        onBlur={() => {
          setOpen(false);
          onBlur(id, text.flush());
        }}
      />
      <ZoneList listId={listId} results={results} list={list} choose={choose} announce={open && query.trim() !== ''} />
    </Box>
  );
});
