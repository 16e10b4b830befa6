import { chakra, Flex } from '@chakra-ui/react';
import { memo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface Props<T extends string> {
  tabs: ReadonlyArray<{ id: T; label: string }>;
  value: T;
  onChange: (id: T) => void;
  /** A tab's panel, drawn the first time it is chosen and kept (what was typed into it stays) while others show. */
  panel: (id: T) => ReactNode;
}

/**
 * The studio's tabs, after the ARIA tabs pattern: arrow keys, Home and End move and choose. Written here, not Chakra's
 * Tabs: the design system's components share one chunk that every page loads, and the tabs' state machine was
 * 4 kB gzip of it for this page alone.
 */
export function StudioTabs<T extends string>({ tabs, value, onChange, panel }: Props<T>) {
  const [visited, setVisited] = useState<ReadonlySet<T>>(() => new Set([value]));
  if (!visited.has(value)) setVisited(new Set([...visited, value]));
  return (
    <>
      <TabList tabs={tabs} value={value} onChange={onChange} />
      {tabs.filter(({ id }) => visited.has(id)).map(({ id }) => (
        <div key={id} role="tabpanel" id={`studio-panel-${id}`} aria-labelledby={`studio-tab-${id}`} hidden={id !== value}>
          {panel(id)}
        </div>
      ))}
    </>
  );
}

// Drawn again only when the tabs or the chosen one change: not with every check's result (each styled button costs
// the design system's style resolution, some milliseconds a check at 4x CPU).
const TabList = memo(function TabList<T extends string>({ tabs, value, onChange }: Omit<Props<T>, 'panel'>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const move = (e: KeyboardEvent, at: number) => {
    const last = tabs.length - 1;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.id);
    buttons.current.get(next.id)?.focus();
  };
  return (
    <Flex role="tablist" flexWrap="wrap" gap="1" mb="4" borderBottomWidth="1px">
      {tabs.map(({ id, label }, i) => (
        <chakra.button key={id} type="button" role="tab" id={`studio-tab-${id}`} aria-selected={id === value} aria-controls={`studio-panel-${id}`}
          tabIndex={id === value ? 0 : -1} ref={(el: HTMLButtonElement | null) => { if (el) buttons.current.set(id, el); else buttons.current.delete(id); }}
          onClick={() => onChange(id)} onKeyDown={(e) => move(e, i)}
          minH="10" px="3" py="2" borderBottomWidth="3px" borderColor="transparent" cursor="pointer" color="fg"
          _selected={{ borderColor: 'blue.700', fontWeight: 'semibold' }} _hover={{ bg: 'bg.muted' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '-2px' }}>
          {label}
        </chakra.button>
      ))}
    </Flex>
  );
}) as <T extends string>(props: Omit<Props<T>, 'panel'>) => ReactNode;
