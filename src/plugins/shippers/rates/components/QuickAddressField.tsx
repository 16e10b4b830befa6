import { Box, Input } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useT } from '@kernel';
import { FormField } from '@ui';
import type { Zone } from '@forms';
import { searchZones } from '@forms';
import { useZoneList, ZoneList } from '@forms';

export interface QuickAddressFieldProps {
  /** The zone table; null while it loads or when it failed (the level selects say so). */
  zones: readonly Zone[] | null;
  /** The label of the zone picked last (shown until the operator types). */
  picked: string;
  onPick: (zone: Zone) => void;
}

/**
 * Quick address: type part of a district, city or state, pick one of the matching zones (arrows and Enter, or a
 * tap) and every address level is filled at once. A combobox with a listbox, announced as results change.
 */
export function QuickAddressField({ zones, picked, onPick }: QuickAddressFieldProps) {
  const t = useT();
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const query = typed ?? picked;
  const results = useMemo(() => (open && zones ? searchZones(zones, query) : []), [open, zones, query]);
  const listId = `${id}-list`;

  const choose = (zone: Zone) => {
    onPick(zone);
    setTyped(null);
    setOpen(false);
  };
  const list = useZoneList(listId, results, open, setOpen, choose);
  const { active, expanded, optionId } = list;

  return (
    <FormField label={t('orders_form.quick_address')} help={t('rates.quick_address_help')}>
      <Box position="relative" w="full">
        <Input role="combobox" aria-autocomplete="list" aria-expanded={expanded} aria-controls={listId}
          aria-activedescendant={expanded && results[active] ? optionId(active) : undefined} autoComplete="off"
          placeholder={t('orders_form.quick_address_placeholder')} disabled={!zones} value={query}
          onChange={(e) => { setTyped(e.target.value); setOpen(true); list.setActive(0); }}
          onKeyDown={list.onKeyDown}
          onBlur={() => { setOpen(false); setTyped(null); }} />
        <ZoneList listId={listId} results={results} list={list} choose={choose} announce={open && query.trim() !== ''} />
      </Box>
    </FormField>
  );
}
