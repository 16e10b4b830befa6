import { useMemo, type ReactNode } from 'react';
import { ScannerEnvironmentProvider, type ScannerEnvironment, type ScannerEventMap } from '../../ui/scanner/environment';
import { logEvent } from '../eventLogHook';
import { useT } from '../i18n/intl';
import { keepScannerPrefs } from './scannerPrefsDraft';

/** The scanner's events, into the event log (the kernel's map declares the same kinds with the scanner's payloads). */
function scannerEvent(kind: keyof ScannerEventMap, payload: ScannerEventMap[keyof ScannerEventMap]): void {
  logEvent(kind, payload);
}

/** Every scanner below speaks the operator's language, writes to the event log and uses this device's prefs. */
export function PortalScannerEnvironment({ children }: { children: ReactNode }) {
  keepScannerPrefs();
  const t = useT();
  const value = useMemo<ScannerEnvironment>(() => ({ t, onEvent: scannerEvent }), [t]);
  return <ScannerEnvironmentProvider value={value}>{children}</ScannerEnvironmentProvider>;
}
