import { Box, Input } from '@chakra-ui/react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../../kernel';
import { FormField } from '../../../../ui';
import type { Zone } from '../../forms/widgets/location/cascade';
import { searchZones, zoneLabel } from '../../forms/widgets/quickAddress/search';

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
  const [active, setActive] = useState(0);
  const query = typed ?? picked;
  const results = useMemo(() => (open && zones ? searchZones(zones, query) : []), [open, zones, query]);
  const expanded = open && results.length > 0;
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;

  const choose = (zone: Zone) => {
    onPick(zone);
    setTyped(null);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (results.length ? (i + step + results.length) % results.length : 0));
    } else if (e.key === 'Enter' && expanded) {
      // Enter picks the highlighted zone instead of submitting the form.
      e.preventDefault();
      const zone = results[active];
      if (zone) choose(zone);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <FormField label={t('orders_form.quick_address')} help={t('rates.quick_address_help')}>
      <Box position="relative" w="full">
        <Input role="combobox" aria-autocomplete="list" aria-expanded={expanded} aria-controls={listId}
          aria-activedescendant={expanded && results[active] ? optionId(active) : undefined} autoComplete="off"
          placeholder={t('orders_form.quick_address_placeholder')} disabled={!zones} value={query}
          onChange={(e) => { setTyped(e.target.value); setOpen(true); setActive(0); }}
          onKeyDown={onKeyDown}
          onBlur={() => { setOpen(false); setTyped(null); }} />
        <Box as="ul" role="listbox" id={listId} aria-label={t('orders_form.quick_address_results', { count: results.length })} hidden={!expanded} position="absolute"
          zIndex="dropdown" insetX="0" mt="1" bg="bg.panel" borderWidth="1px" borderRadius="md" boxShadow="md" maxH="64"
          overflowY="auto" listStyleType="none" py="1">
          {results.map((zone, i) => (
            <Box as="li" key={zoneLabel(zone)} id={optionId(i)} role="option" aria-selected={i === active} px="3" py="2" minH="8"
              cursor="pointer" bg={i === active ? 'bg.muted' : undefined}
              // mousedown keeps the focus in the input, so its blur does not close the list before the pick.
              onMouseDown={(e) => { e.preventDefault(); choose(zone); }} onMouseEnter={() => setActive(i)}>
              {zoneLabel(zone)}
            </Box>
          ))}
        </Box>
        <Box srOnly aria-live="polite">{open && query.trim() ? t('orders_form.quick_address_results', { count: results.length }) : ''}</Box>
      </Box>
    </FormField>
  );
}
