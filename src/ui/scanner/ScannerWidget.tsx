import { Box, Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useSnapshot } from 'valtio';
import { filter, fromEvent, merge, Subject } from 'rxjs';
import { cameraInactivity } from '../../streams/inactivity';
import { normaliseCode, scansOutsideFields } from '../../streams/hardwareScanner';
import type { ScanOutcome } from '../../streams/scanFeedback';
import { useScannerEnvironment } from './environment';
import { FormField } from '../FormField';
import { Icon } from '../icons';
import { InlineSpinner } from '../InlineSpinner';
import { afterPaint } from '../afterPaint';
import { CAMERA_MESSAGES, hasCameraApi, type CameraProblem } from './cameraErrors';
import { parcelIdProblem } from './idFormat';
import { isValidOtp, normaliseOtp } from './otp';
import { scannerPrefs } from './prefs';
import { useCamera, type CameraState, type Detection } from './useCamera';
import { measureFeedback } from './feedbackMeasure';
import { createOverlayStore, useOverlay, type Overlay, type OverlayStore } from './overlayStore';
import { giveFeedback, pageBeeper } from './feedback';

export type ScanSource = 'camera' | 'typed' | 'hardware';

/** What the flow made of a scan: shown on the overlay, with the matching sound and vibration. */
export type ScanVerdict = { ok: true; message?: string } | { ok: false; message: string };

export interface ScannerWidgetProps {
  /** Label of the typing field, e.g. 'Tracking ID'. */
  label: string;
  onScan: (code: string, source: ScanSource, format?: string) => ScanVerdict | Promise<ScanVerdict>;
  /** 'otp': a 6-digit one-time code with a continue button. */
  variant?: 'barcode' | 'otp';
  /** Camera turns off after this long without a scan or error (config: portal.json scanner.idleMs). */
  idleMs?: number;
  /** The same code again within this window counts once (config: portal.json scanner.duplicateWindowMs). */
  duplicateWindowMs?: number;
}

type Candidate = { code: string; source: ScanSource; format?: string; grabbedAt?: number };

const OVERLAY_MS = 1600;
const HARDWARE_MAX_GAP_MS = 50;
const HARDWARE_MIN_LENGTH = 4;

/**
 * Calls the flow with the state updates it makes meanwhile marked as a transition: React renders them in slices
 * after the overlay (drawn at once, see `show`), instead of in one long task that holds the overlay back. What the
 * flow returns or throws is passed on as it is.
 */
function askFlow(call: () => ScanVerdict | Promise<ScanVerdict>): ScanVerdict | Promise<ScanVerdict> {
  const outcome: { answer?: ScanVerdict | Promise<ScanVerdict>; error?: unknown; threw: boolean } = { threw: false };
  startTransition(() => {
    try {
      outcome.answer = call();
    } catch (error) {
      outcome.threw = true;
      outcome.error = error;
    }
  });
  if (outcome.threw || outcome.answer === undefined) throw outcome.error;
  return outcome.answer;
}

/** Runs `fn` once the page is idle (at the latest after 2 s); returns the cancel. */
function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(fn, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(fn, 500);
  return () => clearTimeout(timer);
}

/**
 * The one scanner of the portal: camera (linear codes and QR, decoded in a worker), typing, and hardware scanners
 * (keystroke bursts ending in Enter), with the spec's captions, overlays, inactivity timeout and feedback.
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

type BodyProps = Omit<ScannerWidgetProps, 'onScan'> & { onScanRef: RefObject<ScannerWidgetProps['onScan']> };

const ScannerBody = memo(function ScannerBody({ label, onScanRef, variant = 'barcode', idleMs = 60_000, duplicateWindowMs = 3000 }: BodyProps) {
  const { t, onEvent: logEvent } = useScannerEnvironment();
  const prefs = useSnapshot(scannerPrefs);
  const [mode, setMode] = useState<'camera' | 'manual'>(prefs.defaultMode);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingMeasure = useRef<number | null>(null);
  const overlays = useMemo(() => createOverlayStore(OVERLAY_MS), []);
  useEffect(() => () => overlays.dispose(), [overlays]);

  const candidates = useMemo(() => new Subject<Candidate>(), []);
  const activity = useMemo(() => new Subject<void>(), []);

  // An overlay is drawn at once (not in a later render task, where it would wait for whatever the flow's own state
  // changes re-render), it is a fresh element each time, and only the parts that draw it re-render.
  const show = useCallback((next: Overlay) => {
    let id = 0;
    flushSync(() => {
      id = overlays.show(next);
    });
    // Time from the frame that was decoded to the success overlay on screen, for the benchmark.
    if (next?.kind === 'success' && pendingMeasure.current !== null) {
      const start = pendingMeasure.current;
      pendingMeasure.current = null;
      measureFeedback(start, feedbackId(id));
    }
  }, [overlays]);

  const camera = useCamera({
    facing: prefs.facing,
    onDetected: (d: Detection) => candidates.next({ code: d.code, source: 'camera', format: d.format, grabbedAt: d.grabbedAt }),
    onProblem: (p, error) => {
      setProblem(p);
      activity.next();
      logEvent('scannerError', { problem: p, message: String((error as Error)?.message ?? error) });
    },
  });

  const beeper = pageBeeper();

  // The decoder worker starts, and warms its decoders, before the camera is asked for: at once in camera mode, and
  // when the page is idle in typing mode, where an operator switching to the camera taps 'Tap to start' straight
  // after (a warm-up still running then held the first read back by 100 ms and more at 4x CPU).
  const { prepare } = camera;
  useEffect(() => {
    if (mode === 'camera') {
      void prepare().catch(() => undefined);
      return;
    }
    if (hasCameraApi()) return whenIdle(() => void prepare().catch(() => undefined));
  }, [mode, prepare]);

  // Making the first audio context of a page takes the main thread 30 ms on a desktop and over 100 ms on a slow
  // phone. Once the page has had a user gesture (so the context may start), make it as soon as camera mode is on,
  // in a task of its own, rather than in the tap that starts the camera; without a gesture the tap still makes it.
  useEffect(() => {
    if (mode !== 'camera') return;
    const activation = (navigator as { userActivation?: { hasBeenActive?: boolean } }).userActivation;
    if (!activation?.hasBeenActive) return;
    const timer = window.setTimeout(() => beeper.prime(), 0);
    return () => window.clearTimeout(timer);
  }, [mode, beeper]);

  // Every read, from any source: drop duplicates, then ask the flow. Only a code the flow accepted opens the
  // duplicate window, so a code it rejected (e.g. a server error) can be retried at once.
  useEffect(() => {
    // The sound and the vibration start just after the overlay is drawn, not before: making the sound took the
    // first read 4 to 13 ms at 4x CPU, all of which the overlay waited for. One frame later is well within what a
    // person hears as at the same time.
    const feel = (kind: ScanOutcome) => afterPaint(() => giveFeedback(kind));
    const accepted = new Map<string, number>();
    // Within the window a repeat gives the duplicate feedback once; a label left in front of the camera stays quiet.
    const warned = new Set<string>();
    const sub = candidates.subscribe(async (c) => {
      activity.next();
      // The id format rule holds for every source, not only typing: a hardware or camera read is checked too.
      const formatProblem = variant === 'barcode' ? parcelIdProblem(c.code) : null;
      if (formatProblem) {
        show({ kind: 'error', message: t(formatProblem) });
        feel('error');
        logEvent('scanRejected', { code: c.code, source: c.source, reason: 'format' });
        return;
      }
      const now = performance.now();
      const last = accepted.get(c.code);
      if (last !== undefined && now - last < duplicateWindowMs) {
        if (warned.has(c.code)) return;
        warned.add(c.code);
        show({ kind: 'error', message: t('scanner.duplicate') });
        feel('duplicate');
        logEvent('scanRejected', { code: c.code, source: c.source, reason: 'duplicate' });
        return;
      }
      pendingMeasure.current = c.grabbedAt ?? null;
      let verdict: ScanVerdict;
      try {
        const answer = askFlow(() => onScanRef.current(c.code, c.source, c.format));
        // Only a flow that has to wait (an API call) shows 'Processing... Please wait'; a quick answer goes straight on.
        if (answer instanceof Promise) show({ kind: 'processing' });
        verdict = await answer;
      } catch {
        verdict = { ok: false, message: t('something_went_wrong') };
      }
      if (verdict.ok) {
        accepted.set(c.code, performance.now());
        warned.delete(c.code);
      }
      show(verdict.ok ? { kind: 'success', message: verdict.message ?? t('scanner.accepted', { code: c.code }) } : { kind: 'error', message: verdict.message });
      feel(verdict.ok ? 'accepted' : 'error');
      // Written once the overlay is on screen: the first event of a page loads the event log, which would hold it back.
      afterPaint(() => logEvent(verdict.ok ? 'scanAccepted' : 'scanRejected', { code: c.code, source: c.source, format: c.format ?? '', ...(verdict.ok ? {} : { reason: verdict.message }) }));
      activity.next();
    });
    return () => sub.unsubscribe();
  }, [candidates, duplicateWindowMs, activity, show, t, logEvent, variant, onScanRef]);

  // Hardware scanners type fast and end with Enter; in a text field the field's own submit handles it.
  useEffect(() => {
    const sub = scansOutsideFields(document, { maxGapMs: HARDWARE_MAX_GAP_MS, minLength: HARDWARE_MIN_LENGTH })
      .subscribe((code) => candidates.next({ code, source: 'hardware' }));
    return () => sub.unsubscribe();
  }, [candidates]);

  // The camera turns itself off after idleMs without a scan or error, on a click outside, or when typing starts.
  const { state: cameraState, stop: stopCamera, start: startCamera, toggleTorch } = camera;
  useEffect(() => {
    if (cameraState !== 'on') return;
    const outside = fromEvent<PointerEvent>(document, 'pointerdown').pipe(filter((e) => !rootRef.current?.contains(e.target as Node)));
    const typing = fromEvent(inputRef.current ?? document.createElement('input'), 'focus');
    const sub = cameraInactivity({ activity$: activity, stop$: merge(outside, typing), idleMs }).subscribe((reason) => {
      stopCamera();
      if (reason === 'inactive') show({ kind: 'info', message: t(CAMERA_MESSAGES.inactive) });
    });
    return () => sub.unsubscribe();
  }, [cameraState, stopCamera, activity, idleMs, show, t]);

  const submitTyped = useCallback((e: FormEvent) => {
    e.preventDefault();
    const code = variant === 'otp' ? normaliseOtp(value) : normaliseCode(value);
    if (!code) return setFieldError(t('this_field_cannot_be_left_blank'));
    if (variant === 'otp' && !isValidOtp(code)) return setFieldError(t('scanner.otp_invalid'));
    const formatProblem = variant === 'barcode' ? parcelIdProblem(code) : null;
    if (formatProblem) return setFieldError(t(formatProblem));
    setFieldError(null);
    setValue('');
    candidates.next({ code, source: 'typed' });
  }, [variant, value, t, candidates]);

  const onFieldChange = useCallback((next: string) => {
    setValue(next);
    setFieldError(null);
  }, []);

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

      <ManualForm label={label} variant={variant} value={value} fieldError={fieldError} inputRef={inputRef} onSubmit={submitTyped} onChange={onFieldChange}
        submitLabel={t(variant === 'otp' ? 'scanner.continue' : 'scanner.submit')} />
      {mode === 'manual' && <ManualResult overlays={overlays} />}
      <Announcer overlays={overlays} />
    </div>
  );
});

const ROOT: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 'var(--chakra-spacing-3)', maxWidth: '400px', width: '100%' };
const VISUALLY_HIDDEN: CSSProperties = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' };

const ModeSwitch = memo(function ModeSwitch({ mode, groupLabel, cameraLabel, manualLabel, onCamera, onManual }: {
  mode: 'camera' | 'manual'; groupLabel: string; cameraLabel: string; manualLabel: string; onCamera: () => void; onManual: () => void;
}) {
  return (
    <HStack gap="2" role="group" aria-label={groupLabel}>
      <Button size="sm" variant={mode === 'camera' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={mode === 'camera'} onClick={onCamera}>
        <Icon name="camera" size={16} /> {cameraLabel}
      </Button>
      <Button size="sm" variant={mode === 'manual' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={mode === 'manual'} onClick={onManual}>
        {manualLabel}
      </Button>
    </HStack>
  );
});

const ManualForm = memo(function ManualForm({ label, variant, value, fieldError, inputRef, submitLabel, onSubmit, onChange }: {
  label: string; variant: 'barcode' | 'otp'; value: string; fieldError: string | null; inputRef: RefObject<HTMLInputElement | null>;
  submitLabel: string; onSubmit: (e: FormEvent) => void; onChange: (value: string) => void;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="2">
        <FormField label={label} error={fieldError}>
          <Input ref={inputRef} value={value} maxLength={variant === 'otp' ? 20 : 30} autoComplete={variant === 'otp' ? 'one-time-code' : 'off'}
            inputMode={variant === 'otp' ? 'numeric' : 'text'} autoCapitalize="characters" spellCheck={false}
            onChange={(e) => onChange(e.target.value)} />
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf="start">{submitLabel}</Button>
      </Stack>
    </form>
  );
});

const ProblemBox = memo(function ProblemBox({ message, typeInstead, onTypeInstead }: { message: string; typeInstead: string; onTypeInstead: () => void }) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" color="red.800" p="3" borderRadius="md">
      <Text>{message}</Text>
      <Button mt="2" size="sm" variant="outline" onClick={onTypeInstead}>{typeInstead}</Button>
    </Box>
  );
});

/** The typing mode's result line, drawn from the overlay store. */
function ManualResult({ overlays }: { overlays: OverlayStore }) {
  const overlay = useOverlay(overlays).shown?.overlay;
  return overlay && overlay.kind !== 'processing' ? <ResultLine kind={overlay.kind} message={overlay.message} /> : null;
}

/** The live region that reads every overlay's message out. */
function Announcer({ overlays }: { overlays: OverlayStore }) {
  return <div aria-live="polite" role="status" style={VISUALLY_HIDDEN}>{useOverlay(overlays).announcement}</div>;
}

const ResultLine = memo(function ResultLine({ kind, message }: { kind: 'success' | 'error' | 'info'; message: string }) {
  return (
    <Flex align="center" gap="2" color={kind === 'success' ? 'green.700' : kind === 'error' ? 'red.700' : 'fg'} data-testid="scan-result" data-kind={kind}>
      <Icon name={kind === 'success' ? 'check' : 'alert'} size={18} /> <Text>{message}</Text>
    </Flex>
  );
});

interface PaneTexts { view: string; start: string; stop: string; torch: string; place: string; processing: string }

// The camera view is drawn with plain elements and inline styles (Chakra's tokens through their CSS variables):
// it changes while the camera runs, and a styled component there would compute its styles on every change and
// insert new rules the first time it shows.
const PANE: CSSProperties = {
  position: 'relative', width: '100%', aspectRatio: '4 / 3', background: 'var(--chakra-colors-gray-900)', borderRadius: 'var(--chakra-radii-lg)', overflow: 'hidden',
};
const FILL_CENTER: CSSProperties = { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' };
const RED_LINE: CSSProperties = { position: 'absolute', left: '6%', right: '6%', top: '50%', height: '2px', background: 'var(--chakra-colors-red-500)', boxShadow: '0 0 6px red' };
const CAPTION: CSSProperties = {
  position: 'absolute', bottom: 'var(--chakra-spacing-2)', left: 0, right: 0, textAlign: 'center', color: 'white', fontSize: 'var(--chakra-font-sizes-sm)',
  lineHeight: 'var(--chakra-line-heights-sm, 1.25rem)', textShadow: '0 1px 2px black',
};
const CONTROLS: CSSProperties = { position: 'absolute', top: 'var(--chakra-spacing-2)', right: 'var(--chakra-spacing-2)', display: 'flex', alignItems: 'center', gap: 'var(--chakra-spacing-2)' };
const HIDDEN: CSSProperties = { display: 'none' };

const CameraPane = memo(function CameraPane({ state, videoRef, torch, overlays, texts, onStart, onStop, onTorch }: {
  state: CameraState; videoRef: RefObject<HTMLVideoElement | null>; torch: { supported: boolean; on: boolean }; overlays: OverlayStore; texts: PaneTexts;
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
      {/* Until the camera is started, a success overlay is rendered and laid out (its text shaped) but not shown, so
          the first read's overlay is not the first of its kind (in one trace at 4x CPU its frame spent 35 ms on
          style and layout, against 4 ms for later ones). */}
      {state === 'off' && <div style={UNSEEN} aria-hidden="true"><CameraOverlay id={0} overlay={REHEARSAL} processing="" rehearsal /></div>}
    </div>
  );
});

/**
 * 'Tap to start the camera', with a spinner while the camera starts. Chakra's `loading` button would mount its
 * spinner components in the tap, and the first time insert their style rules, which makes the browser recompute the
 * style of the whole page in that same task; InlineSpinner's style is there from start-up. As with `loading`: the
 * button is disabled, its label stays (invisible) for its size and accessible name.
 */
const StartButton = memo(function StartButton({ loading, label, onClick }: { loading: boolean; label: string; onClick: () => void }) {
  return (
    <Button size="lg" colorPalette="brand" disabled={loading} aria-busy={loading || undefined} onClick={onClick}>
      {loading && <span style={SPINNER_BOX}><InlineSpinner /></span>}
      <span style={loading ? INVISIBLE : undefined}>{label}</span>
    </Button>
  );
});

const SPINNER_BOX: CSSProperties = { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' };
const INVISIBLE: CSSProperties = { opacity: 0 };

const CameraControls = memo(function CameraControls({ torch, torchLabel, stopLabel, onStop, onTorch }: {
  torch: { supported: boolean; on: boolean }; torchLabel: string; stopLabel: string; onStop: () => void; onTorch: () => void;
}) {
  return (
    <>
      {torch.supported && <Button size="xs" variant="subtle" aria-pressed={torch.on} onClick={onTorch}>{torchLabel}</Button>}
      <Button size="xs" variant="subtle" onClick={onStop}>{stopLabel}</Button>
    </>
  );
});

const OVERLAY_BG: Record<'success' | 'error' | 'info', string> = {
  success: 'var(--chakra-colors-green-700)', error: 'var(--chakra-colors-red-700)', info: 'var(--chakra-colors-gray-700)',
};
const PROCESSING: CSSProperties = { ...FILL_CENTER, flexDirection: 'column', gap: 'var(--chakra-spacing-2)', background: 'var(--chakra-colors-black-alpha-600)', color: 'white' };
const MESSAGE: CSSProperties = { fontWeight: 'var(--chakra-font-weights-semibold)' };

/** Element-timing name of an overlay's message, so the benchmark can tell when it was painted. */
function feedbackId(id: number): string {
  return `scanner-feedback-${id}`;
}

/** The camera's overlay, the only part of the camera view that re-renders when one is shown. */
function OverlaySlot({ overlays, processing }: { overlays: OverlayStore; processing: string }) {
  const { shown } = useOverlay(overlays);
  return shown ? <CameraOverlay key={shown.id} id={shown.id} overlay={shown.overlay} processing={processing} /> : null;
}

const REHEARSAL: NonNullable<Overlay> = { kind: 'success', message: 'NVSG 0123456789' };
const UNSEEN: CSSProperties = { visibility: 'hidden' };

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
