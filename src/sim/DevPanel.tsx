import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Box, Button, NativeSelect } from '@chakra-ui/react';
import { DEMO_PASSWORD, demoAccounts } from './accounts';
import { getControl, setControl, SLOW_LATENCY_MS, subscribeControl, type SimFault } from './control';

type Translate = (id: string, values?: Record<string, string | number>) => string;
type Latency = 'none' | 'slow';

const FAULT_LABELS: Record<SimFault, string> = {
  none: 'sim.fault_none',
  '500': 'sim.fault_500',
  timeout: 'sim.fault_timeout',
  '401-next': 'sim.fault_401_next',
  'lost-next': 'sim.fault_lost_next',
  offline: 'sim.fault_offline',
  flaky: 'sim.fault_flaky',
};

function isFault(value: string): value is SimFault {
  return value in FAULT_LABELS;
}

/**
 * Developer panel of the simulated API (dev and demo builds only): makes the server slow or failing so the
 * unhappy paths can be shown, and lists the demo accounts. All text comes from the message catalogue (sim.*)
 * through `t`. It sits in the page's flow after the portal, at the end of every page, with its space of its own:
 * floating over the page it covered controls (the history pager's Next page at 1280x800, sticky footers), and no
 * corner of the screen is free of them on every page.
 */
export function DevPanel({ t }: { t: Translate }) {
  const control = useSyncExternalStore(subscribeControl, getControl, getControl);
  const [open, setOpen] = useState(false);
  // A draft, so a choice takes effect only on Apply and not half-way through picking.
  const [latency, setLatency] = useState<Latency>('none');
  const [fault, setFault] = useState<SimFault>('none');
  const ids = { panel: useId(), title: useId(), latency: useId(), fault: useId(), accounts: useId() };
  const panelRef = useRef<HTMLElement | null>(null);
  // Opened at the end of the page: brought into view so it does not open out of sight.
  useEffect(() => { if (open) panelRef.current?.scrollIntoView?.({ block: 'nearest' }); }, [open]);

  const toggle = () => {
    if (!open) {
      setLatency(control.latencyMs > 0 ? 'slow' : 'none');
      setFault(control.fault);
    }
    setOpen(!open);
  };

  const apply = () => setControl({ latencyMs: latency === 'slow' ? SLOW_LATENCY_MS : 0, fault });

  return (
    <Box display="flex" flexDirection="column" alignItems="flex-end" px="3" py="2" fontSize="sm" _print={{ display: 'none' }}>
      {open && (
        <Box
          as="section"
          ref={panelRef}
          id={ids.panel}
          aria-labelledby={ids.title}
          mb="2"
          p="3"
          w="280px"
          maxW="100%"
          bg="bg.panel"
          color="fg"
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          shadow="lg"
        >
          <Box as="h2" id={ids.title} fontWeight="semibold" mb="2">
            {t('sim.panel_title')}
          </Box>
          <Box mb="2">
            <label htmlFor={ids.latency}>{t('sim.latency')}</label>
            <NativeSelect.Root size="sm" mt="1">
              <NativeSelect.Field id={ids.latency} value={latency} onChange={(e) => setLatency(e.currentTarget.value === 'slow' ? 'slow' : 'none')}>
                <option value="none">{t('sim.latency_none')}</option>
                <option value="slow">{t('sim.latency_slow')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Box mb="3">
            <label htmlFor={ids.fault}>{t('sim.fault')}</label>
            <NativeSelect.Root size="sm" mt="1">
              <NativeSelect.Field
                id={ids.fault}
                value={fault}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setFault(isFault(value) ? value : 'none');
                }}
              >
                {(Object.keys(FAULT_LABELS) as SimFault[]).map((f) => (
                  <option key={f} value={f}>
                    {t(FAULT_LABELS[f])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Button size="sm" colorPalette="brand" onClick={apply} mb="3">
            {t('sim.apply')}
          </Button>
          <Box as="h3" id={ids.accounts} fontWeight="semibold" mb="1">
            {t('sim.accounts', { password: DEMO_PASSWORD })}
          </Box>
          <Box as="ul" aria-labelledby={ids.accounts} listStyleType="none" m="0" p="0" maxH="40vh" overflowY="auto">
            {demoAccounts().map((a) => (
              <Box as="li" key={a.username} py="0.5" fontFamily="mono">
                {a.username} ({a.country.toUpperCase()})
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <Button
        size="sm"
        variant="outline"
        bg="bg.panel"
        aria-label={t('sim.panel_open')}
        aria-expanded={open}
        aria-controls={open ? ids.panel : undefined}
        onClick={toggle}
      >
        {t('sim.panel_title')}
        {control.fault !== 'none' || control.latencyMs > 0 ? ' •' : ''}
      </Button>
    </Box>
  );
}
