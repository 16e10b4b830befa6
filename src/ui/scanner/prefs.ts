import { proxy, subscribe } from 'valtio';

/** How this device scans: which camera, and whether the widget opens on the camera or on typing. */
export interface ScannerPrefs {
  facing: 'environment' | 'user';
  defaultMode: 'camera' | 'manual';
}

const KEY = 'dp.scanner';

function read(): ScannerPrefs {
  const fallback: ScannerPrefs = { facing: 'environment', defaultMode: 'manual' };
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<ScannerPrefs> | null;
    return {
      facing: v?.facing === 'user' ? 'user' : fallback.facing,
      defaultMode: v?.defaultMode === 'camera' ? 'camera' : fallback.defaultMode,
    };
  } catch {
    return fallback;
  }
}

/** Scanner preferences of this device (Settings > Scanner), kept in local storage. */
export const scannerPrefs = proxy<ScannerPrefs>(read());

subscribe(scannerPrefs, () => {
  try {
    localStorage.setItem(KEY, JSON.stringify({ facing: scannerPrefs.facing, defaultMode: scannerPrefs.defaultMode }));
  } catch {
    // Not remembered; the scanner still works.
  }
});
