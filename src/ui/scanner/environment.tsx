import { createContext, useContext, type ReactNode } from 'react';
import type { ScannerEventMap } from './scanTypes';

export type { ScannerEventMap };

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
