import { createContext, useContext, type ReactNode } from 'react';

/** What the scanner writes to the event log, with its payloads (the kernel's event map uses these types). */
export interface ScannerEventMap {
  scanAccepted: { code: string; source: string; format: string };
  scanRejected: { code: string; source: string; format?: string; reason: string };
  scannerError: { problem: string; message: string };
}

/**
 * What the scanner needs from the portal around it: its words (src/ui has no catalog) and where its events go.
 * The shell provides it once, so every page's scanner has it.
 */
export interface ScannerEnvironment {
  t: (id: string, values?: Record<string, string | number>) => string;
  onEvent: <K extends keyof ScannerEventMap>(kind: K, payload: ScannerEventMap[K]) => void;
}

const Environment = createContext<ScannerEnvironment | null>(null);

export function ScannerEnvironmentProvider({ value, children }: { value: ScannerEnvironment; children: ReactNode }) {
  return <Environment.Provider value={value}>{children}</Environment.Provider>;
}

export function useScannerEnvironment(): ScannerEnvironment {
  const value = useContext(Environment);
  if (!value) throw new Error('A scanner needs a ScannerEnvironmentProvider around it (the shell mounts one).');
  return value;
}
