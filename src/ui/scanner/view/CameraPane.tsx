import { Button } from '@chakra-ui/react';
import { memo, type CSSProperties, type RefObject } from 'react';
import type { OverlayStore } from '../overlayStore';
import type { CameraState, Torch } from '../useCamera';
import { OverlayRehearsal, OverlaySlot } from './CameraOverlay';
import { StartButton } from './StartButton';
import { FILL_CENTER, HIDDEN } from './styles';

export interface PaneTexts { view: string; start: string; stop: string; torch: string; place: string; processing: string }

const PANE: CSSProperties = {
  position: 'relative', width: '100%', aspectRatio: '4 / 3', background: 'var(--chakra-colors-gray-900)', borderRadius: 'var(--chakra-radii-lg)', overflow: 'hidden',
};
const RED_LINE: CSSProperties = { position: 'absolute', left: '6%', right: '6%', top: '50%', height: '2px', background: 'var(--chakra-colors-red-500)', boxShadow: '0 0 6px red' };
const CAPTION: CSSProperties = {
  position: 'absolute', bottom: 'var(--chakra-spacing-2)', left: 0, right: 0, textAlign: 'center', color: 'white', fontSize: 'var(--chakra-font-sizes-sm)',
  lineHeight: 'var(--chakra-line-heights-sm, 1.25rem)', textShadow: '0 1px 2px black',
};
const CONTROLS: CSSProperties = { position: 'absolute', top: 'var(--chakra-spacing-2)', right: 'var(--chakra-spacing-2)', display: 'flex', alignItems: 'center', gap: 'var(--chakra-spacing-2)' };

/** The camera view: the video with the red line and its caption, the start button, the torch and stop buttons, the overlay. */
export const CameraPane = memo(function CameraPane({ state, videoRef, torch, overlays, texts, onStart, onStop, onTorch }: {
  state: CameraState; videoRef: RefObject<HTMLVideoElement | null>; torch: Torch; overlays: OverlayStore; texts: PaneTexts;
  onStart: () => void; onStop: () => void; onTorch: () => void;
}) {
  const on = state === 'on';
  return (
    <div style={PANE}>
      <video ref={videoRef} muted playsInline aria-label={texts.view} style={{ width: '100%', height: '100%', objectFit: 'cover', display: on ? 'block' : 'none' }} />
      <div style={on ? HIDDEN : FILL_CENTER}>
        <StartButton loading={state === 'starting'} label={texts.start} onClick={onStart} />
      </div>
      {on && <div aria-hidden="true" data-testid="red-line" style={RED_LINE} />}
      {on && <p style={CAPTION}>{texts.place}</p>}
      {/* The buttons stay mounted (hidden when not wanted): showing one is a style change, not a new render. */}
      <div style={on ? CONTROLS : HIDDEN}>
        <CameraControls torch={torch} torchLabel={texts.torch} stopLabel={texts.stop} onStop={onStop} onTorch={onTorch} />
      </div>
      <OverlaySlot overlays={overlays} processing={texts.processing} />
      {state === 'off' && <OverlayRehearsal />}
    </div>
  );
});

const CameraControls = memo(function CameraControls({ torch, torchLabel, stopLabel, onStop, onTorch }: {
  torch: Torch; torchLabel: string; stopLabel: string; onStop: () => void; onTorch: () => void;
}) {
  return (
    <>
      {torch.supported && <Button size="xs" variant="subtle" aria-pressed={torch.on} onClick={onTorch}>{torchLabel}</Button>}
      <Button size="xs" variant="subtle" onClick={onStop}>{stopLabel}</Button>
    </>
  );
});
