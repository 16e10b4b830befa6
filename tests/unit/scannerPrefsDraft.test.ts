// This device's scanner prefs: a device draft the kernel keeps (src/ui stores nothing), the old key read once.
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function fresh() {
  vi.resetModules();
  const ui = await import('../../src/ui/scanner/prefs');
  const kernel = await import('../../src/kernel/shell/scannerPrefsDraft');
  return { ...ui, ...kernel };
}

beforeEach(() => localStorage.clear());

describe('scanner prefs', () => {
  it('come back after a reload, for any operator of this device', async () => {
    const first = await fresh();
    first.keepScannerPrefs();
    first.scannerPrefs.facing = 'user';
    first.scannerPrefs.defaultMode = 'camera';
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem('portal.draft.device.scanner.prefs') ?? 'null')).toEqual({ v: 1, value: { facing: 'user', defaultMode: 'camera' } });
    const again = await fresh();
    again.keepScannerPrefs();
    expect({ ...again.scannerPrefs }).toEqual({ facing: 'user', defaultMode: 'camera' });
  });

  it('take over the old key once and remove it; without anything stored they are the defaults', async () => {
    localStorage.setItem('dp.scanner', JSON.stringify({ facing: 'user', defaultMode: 'manual' }));
    const m = await fresh();
    m.keepScannerPrefs();
    expect({ ...m.scannerPrefs }).toEqual({ facing: 'user', defaultMode: 'manual' });
    expect(localStorage.getItem('dp.scanner')).toBeNull();
    localStorage.clear();
    const clean = await fresh();
    clean.keepScannerPrefs();
    expect({ ...clean.scannerPrefs }).toEqual(clean.DEFAULT_SCANNER_PREFS);
  });
});
