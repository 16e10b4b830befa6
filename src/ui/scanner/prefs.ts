import { proxy } from 'valtio';

/** How this device scans: which camera, and whether the widget opens on the camera or on typing. */
export interface ScannerPrefs {
  facing: 'environment' | 'user';
  defaultMode: 'camera' | 'manual';
}

export const DEFAULT_SCANNER_PREFS: Readonly<ScannerPrefs> = { facing: 'environment', defaultMode: 'manual' };

/** The prefs from a stored value of any shape: anything unknown falls back to the default. */
export function scannerPrefsFrom(value: unknown): ScannerPrefs {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<ScannerPrefs>;
  return {
    facing: v.facing === 'user' ? 'user' : DEFAULT_SCANNER_PREFS.facing,
    defaultMode: v.defaultMode === 'camera' ? 'camera' : DEFAULT_SCANNER_PREFS.defaultMode,
  };
}

/**
 * Scanner preferences of this device (Settings > Scanner). The kernel keeps them across reloads as a device draft
 * (src/kernel/shell/scannerPrefsDraft.ts); src/ui stores nothing itself.
 */
export const scannerPrefs = proxy<ScannerPrefs>({ ...DEFAULT_SCANNER_PREFS });
