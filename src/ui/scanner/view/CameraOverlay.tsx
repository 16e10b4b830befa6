import type { CSSProperties } from 'react';
import { Icon } from '../../icons';
import { InlineSpinner } from '../../InlineSpinner';
import { feedbackId } from '../feedbackMeasure';
import { useOverlay, type Overlay, type OverlayStore } from '../overlayStore';
import { FILL_CENTER } from './styles';

const OVERLAY_BG: Record<'success' | 'error' | 'info', string> = {
  success: 'var(--chakra-colors-green-700)', error: 'var(--chakra-colors-red-700)', info: 'var(--chakra-colors-gray-700)',
};
const PROCESSING: CSSProperties = { ...FILL_CENTER, flexDirection: 'column', gap: 'var(--chakra-spacing-2)', background: 'var(--chakra-colors-black-alpha-600)', color: 'white' };
const MESSAGE: CSSProperties = { fontWeight: 'var(--chakra-font-weights-semibold)' };
const UNSEEN: CSSProperties = { visibility: 'hidden' };
const REHEARSAL: NonNullable<Overlay> = { kind: 'success', message: 'NVSG 0123456789' };

/** The camera's overlay, the only part of the camera view that re-renders when one is shown. */
export function OverlaySlot({ overlays, processing }: { overlays: OverlayStore; processing: string }) {
  const { shown } = useOverlay(overlays);
  return shown ? <CameraOverlay key={shown.id} id={shown.id} overlay={shown.overlay} processing={processing} /> : null;
}

/**
 * Until the camera is started, a success overlay is rendered and laid out (its text shaped) but not shown, so the
 * first read's overlay is not the first of its kind (in one trace at 4x CPU its frame spent 35 ms on style and
 * layout, against 4 ms for later ones).
 */
export function OverlayRehearsal() {
  return <div style={UNSEEN} aria-hidden="true"><CameraOverlay id={0} overlay={REHEARSAL} processing="" rehearsal /></div>;
}

/** One overlay; a `rehearsal` is the hidden copy drawn before the camera starts (no test id, no Element Timing). */
function CameraOverlay({ id, overlay, processing, rehearsal = false }: { id: number; overlay: NonNullable<Overlay>; processing: string; rehearsal?: boolean }) {
  if (overlay.kind === 'processing') {
    return (
      <div style={PROCESSING}>
        <InlineSpinner size="lg" />
        <p>{processing}</p>
      </div>
    );
  }
  const style: CSSProperties = {
    ...FILL_CENTER, flexDirection: 'column', gap: 'var(--chakra-spacing-2)', padding: 'var(--chakra-spacing-4)', textAlign: 'center', color: 'white',
    background: OVERLAY_BG[overlay.kind],
  };
  return (
    <div style={style} data-testid={rehearsal ? undefined : 'scan-result'} data-kind={overlay.kind}>
      <Icon name={overlay.kind === 'success' ? 'check' : 'alert'} size={40} />
      <p style={MESSAGE} {...(rehearsal ? {} : { elementtiming: feedbackId(id) })}>{overlay.message}</p>
    </div>
  );
}
