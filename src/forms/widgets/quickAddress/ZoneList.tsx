/**
 * The results of a quick address search as a listbox under its combobox input, and the keys that drive it (arrows
 * move, Enter picks, Escape closes), shared by the recipient form's widget and the rate calculator. The count is
 * announced as the results change.
 */
import { Box } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { useT } from '@kernel';
import type { Zone } from '../location/cascade';
import { zoneLabel } from './search';

export interface ZoneListState {
  active: number;
  setActive: (i: number) => void;
  expanded: boolean;
  optionId: (i: number) => string;
  /** The combobox's keydown: arrows, Enter on a result, Escape; other keys go to `otherKey`. */
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
}

export function useZoneList(listId: string, results: readonly Zone[], open: boolean, setOpen: (open: boolean) => void,
  choose: (zone: Zone) => void, otherKey?: (e: KeyboardEvent<HTMLInputElement>) => void): ZoneListState {
  const [active, setActive] = useState(0);
  const expanded = open && results.length > 0;
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
    } else {
      otherKey?.(e);
    }
  };
  return { active, setActive, expanded, optionId: (i) => `${listId}-${i}`, onKeyDown };
}

export function ZoneList({ listId, results, list, choose, announce }: {
  listId: string;
  results: readonly Zone[];
  list: ZoneListState;
  choose: (zone: Zone) => void;
  /** Announce the result count (the list is open and something was typed). */
  announce: boolean;
}) {
  const t = useT();
  return (
    <>
      <Box as="ul" role="listbox" id={listId} aria-label={t('orders_form.quick_address_results', { count: results.length })} hidden={!list.expanded}
        position="absolute" zIndex="dropdown" insetX="0" mt="1" bg="bg.panel" borderWidth="1px" borderRadius="md" boxShadow="md" maxH="64"
        overflowY="auto" listStyleType="none" py="1">
        {results.map((zone, i) => (
          <Box as="li" key={`${zone.l1Name}|${zone.l2Name}|${zone.l3Name}`} id={list.optionId(i)} role="option" aria-selected={i === list.active}
            px="3" py="2" minH="8" cursor="pointer" bg={i === list.active ? 'bg.muted' : undefined}
            // mousedown, not click: the input keeps focus, so its blur does not close the list before the pick.
            onMouseDown={(e) => { e.preventDefault(); choose(zone); }} onMouseEnter={() => list.setActive(i)}>
            {zoneLabel(zone)}
          </Box>
        ))}
      </Box>
      <Box srOnly aria-live="polite">{announce ? t('orders_form.quick_address_results', { count: results.length }) : ''}</Box>
    </>
  );
}
