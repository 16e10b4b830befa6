import { snapshot, subscribe } from 'valtio';
import { scannerPrefs, scannerPrefsFrom, type ScannerPrefs } from '../../ui/scanner/prefs';
import { defineDraft } from '../persist/drafts';

/** Where the prefs were kept before they became a device draft: read once, then removed. */
const LEGACY_KEY = 'dp.scanner';

const PREFS_DRAFT = defineDraft<ScannerPrefs>({ name: 'scanner.prefs', version: 1, scope: 'device', validate: scannerPrefsFrom });

let kept = false;

/** Restores this device's scanner prefs and keeps every change (once per page; the shell calls it). */
export function keepScannerPrefs(): void {
  if (kept) return;
  kept = true;
  let legacy: unknown;
  try {
    const raw = globalThis.localStorage?.getItem(LEGACY_KEY);
    legacy = raw ? JSON.parse(raw) : undefined;
    globalThis.localStorage?.removeItem(LEGACY_KEY);
  } catch {
    legacy = undefined;
  }
  Object.assign(scannerPrefs, PREFS_DRAFT.load() ?? scannerPrefsFrom(legacy));
  subscribe(scannerPrefs, () => PREFS_DRAFT.save({ ...snapshot(scannerPrefs) }));
}
