import { useCallback } from 'react';
import { usePortal, useT } from '@kernel';
import { afterPaint, ScannerWidget, type ScanVerdict } from '@ui';
import { scan } from '../model/session';
import type { Direction } from '../model/statuses';
import { currentHandover, setHandover } from '../state/handoverStore';

/**
 * Each parcel scanned into the handover (camera, typing, hardware scanner): one of the job's is ticked; one not in the
 * job gets the wrong-parcel message and the error feedback (and counts as unexpected); a repeat the duplicate feedback.
 */
export function HandoverScanner({ direction, expected, disabled }: { direction: Direction; expected: ReadonlySet<string>; disabled?: boolean }) {
  const t = useT();
  const { config } = usePortal();
  const onScan = useCallback((code: string): ScanVerdict => {
    if (disabled) return { ok: false, message: t('handover.busy') };
    const r = scan(currentHandover(direction), code, expected);
    if (r.outcome === 'duplicate') return { ok: false, duplicate: true, message: t('handover.parcel_duplicate') };
    // The tick (or the unexpected count) may wait one frame, so the overlay's frame lays out only the overlay; applied
    // to the state as it is then, so two reads within one frame both count.
    afterPaint(() => setHandover(direction, scan(currentHandover(direction), code, expected).state));
    if (r.outcome === 'wrong') return { ok: false, message: t('handover.parcel_incorrect') };
    return { ok: true, message: t('handover.parcel_scanned', { trackingId: r.code }) };
  }, [t, direction, expected, disabled]);
  return (
    <ScannerWidget label={t('handover.scan_label')} onScan={onScan}
      idleMs={config.portal.scanner.idleMs} duplicateWindowMs={config.portal.scanner.duplicateWindowMs} />
  );
}
