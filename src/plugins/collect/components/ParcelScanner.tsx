import { useCallback } from 'react';
import { usePortal, useT } from '@kernel';
import { afterPaint, ScannerWidget, type ScanVerdict } from '@ui';
import { scanParcel } from '../model/steps';
import { currentCollect, setCollect } from '../state/collectStore';

/** Step scanParcel (1): each parcel taken from the shelf is scanned or typed; it must be one of the customer's. */
export function ParcelScanner() {
  const t = useT();
  const { config } = usePortal();
  const onScan = useCallback((code: string): ScanVerdict => {
    const { outcome, parcel } = scanParcel(currentCollect(), code);
    if (outcome === 'incorrect') return { ok: false, message: t('collect.parcel_incorrect') };
    if (outcome === 'duplicate') return { ok: false, duplicate: true, message: t('collect.parcel_duplicate') };
    // The tick may wait one frame: the overlay's frame then lays out only the overlay. Applied to the state as it is
    // then, so two reads within one frame both count.
    afterPaint(() => setCollect(scanParcel(currentCollect(), code).state));
    return { ok: true, message: t('collect.parcel_scanned', { trackingId: parcel?.trackingId ?? code }) };
  }, [t]);
  return (
    <ScannerWidget label={t('collect.scan_label')} onScan={onScan}
      idleMs={config.portal.scanner.idleMs} duplicateWindowMs={config.portal.scanner.duplicateWindowMs} />
  );
}
