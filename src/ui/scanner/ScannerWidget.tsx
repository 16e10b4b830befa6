import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type FormEvent, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { CAMERA_MESSAGES, type CameraProblem } from './cameraErrors';
import { useScannerEnvironment } from './environment';
import { pageBeeper } from './feedback';
import { idLengthProblem } from './idFormat';
import { createOverlayStore } from './overlayStore';
import { scannerPrefs } from './prefs';
import { useCamera, type Detection } from './useCamera';
import { useCameraWarmUp } from './useCameraWarmUp';
import { useScannerSession, type OnScan } from './useScannerSession';
import { FIELD_SHAPES, typedCode, type ScannerVariant } from './variant';
import { CameraPane } from './view/CameraPane';
import { ManualForm } from './view/ManualForm';
import { ModeSwitch } from './view/ModeSwitch';
import { ProblemBox } from './view/ProblemBox';
import { Announcer, ManualResult } from './view/ResultLine';

export type { ScanSource, ScanVerdict } from './scanTypes';

export interface ScannerWidgetProps {
  /** Label of the typing field, e.g. 'Tracking ID'. */
  label: string;
  onScan: OnScan;
  /** 'otp': a 6-digit one-time code with a continue button. */
  variant?: ScannerVariant;
  /** Camera turns off after this long without a scan or error (config: portal.json scanner.idleMs). */
  idleMs?: number;
  /** The same code again within this window counts once (config: portal.json scanner.duplicateWindowMs). */
  duplicateWindowMs?: number;
  /** What a repeat inside that window says, in the page's words (default 'Parcel already scanned...'). */
  duplicateMessage?: string;
}

/**
 * The one scanner of the portal: camera (linear codes and QR, decoded in a worker), typing, and hardware scanners
 * (keystroke bursts ending in Enter), with the spec's captions, overlays, inactivity timeout and feedback. What a
 * read leads to is decided by a stream (scannerSession.ts, bound by useScannerSession); this file puts the views
 * together. Its words and events come from the ScannerEnvironment the shell provides.
 *
 * Speed (the camera runs on slow phones): the widget body does not re-render when the page around it does (the
 * flow's latest `onScan` is kept in a ref), and what changes while the camera runs (the camera view, its buttons,
 * the overlays) is split into memoised parts drawn with plain elements and inline styles, so starting and stopping
 * the camera or showing an overlay neither re-renders the Chakra form nor inserts new style rules (which would make
 * the browser recompute the style of the whole page).
 */
export function ScannerWidget({ onScan, ...rest }: ScannerWidgetProps) {
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;
  return <ScannerBody {...rest} onScanRef={onScanRef} />;
}

type BodyProps = Omit<ScannerWidgetProps, 'onScan'> & { onScanRef: RefObject<OnScan> };

const ROOT: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 'var(--chakra-spacing-3)', maxWidth: '400px', width: '100%' };

const ScannerBody = memo(function ScannerBody({ label, onScanRef, variant = 'barcode', idleMs = 60_000, duplicateWindowMs = 3000, duplicateMessage }: BodyProps) {
  const { t, onEvent } = useScannerEnvironment();
  const prefs = useSnapshot(scannerPrefs);
  const [mode, setMode] = useState<'camera' | 'manual'>(prefs.defaultMode);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  // The session stream hides each overlay after its hold time.
  const overlays = useMemo(() => createOverlayStore(), []);
  useEffect(() => () => overlays.dispose(), [overlays]);
  // The camera is made before the session that takes its reads (the session needs the camera's state).
  const detected = useRef<(d: Detection) => void>(() => undefined);

  const camera = useCamera({
    facing: prefs.facing,
    onDetected: (d) => detected.current(d),
    onProblem: (p, error) => {
      setProblem(p);
      onEvent('scannerError', { problem: p, message: String((error as Error)?.message ?? error) });
    },
  });
  const { state: cameraState, stop: stopCamera, start: startCamera, toggleTorch, prepare } = camera;
  const beeper = pageBeeper();
  useCameraWarmUp(mode, prepare, beeper);

  const clearField = useCallback(() => {
    setValue('');
    setFieldError(null);
  }, []);
  const session = useScannerSession({ variant, idleMs, duplicateWindowMs, duplicateMessage, onScanRef, overlays, cameraState, stopCamera, rootRef, inputRef, clearField });
  detected.current = session.detected;

  const submitTyped = useCallback((e: FormEvent) => {
    e.preventDefault();
    const typed = typedCode(variant, value);
    if ('problem' in typed) return setFieldError(t(typed.problem));
    setFieldError(null);
    setValue('');
    session.typed(typed.code);
  }, [variant, value, t, session]);

  const onFieldChange = useCallback((next: string) => {
    setValue(next);
    setFieldError(null);
  }, []);

  // An id over its limit is said while it is in the field (a paste), not only when it is submitted.
  const tooLongId = variant === 'barcode' ? idLengthProblem(value) : null;
  const tooLong = tooLongId && t(tooLongId);

  const chooseManual = useCallback(() => {
    stopCamera();
    setMode('manual');
    setTimeout(() => inputRef.current?.focus(), 0);
  }, [stopCamera]);
  const chooseCamera = useCallback(() => setMode('camera'), []);

  const onStart = useCallback(() => {
    setProblem(null);
    overlays.show(null);
    beeper.prime();
    void startCamera();
  }, [beeper, startCamera, overlays]);
  const onTorch = useCallback(() => void toggleTorch(), [toggleTorch]);

  return (
    <div ref={rootRef} style={ROOT} data-testid="scanner">
      <ModeSwitch mode={mode} groupLabel={t('scanner.mode')} cameraLabel={t('scanner.mode_camera')} manualLabel={t('scanner.mode_manual')}
        onCamera={chooseCamera} onManual={chooseManual} />

      {mode === 'camera' && (
        <CameraPane state={cameraState} videoRef={camera.videoRef} torch={camera.torch} overlays={overlays} onStart={onStart} onStop={stopCamera} onTorch={onTorch}
          texts={{ view: t('scanner.camera_view'), start: t('scanner.start_camera'), stop: t('scanner.stop_camera'), torch: t('scanner.torch'), place: t('scanner.place_barcode'), processing: t('scanner.processing') }} />
      )}

      {problem && <ProblemBox message={t(CAMERA_MESSAGES[problem])} typeInstead={t('scanner.type_instead')} onTypeInstead={chooseManual} />}

      <ManualForm label={label} variant={variant} value={value} fieldError={fieldError ?? tooLong} inputRef={inputRef} onSubmit={submitTyped} onChange={onFieldChange}
        submitLabel={t(FIELD_SHAPES[variant].submitId)} />
      {mode === 'manual' && <ManualResult overlays={overlays} />}
      <Announcer overlays={overlays} />
    </div>
  );
});
