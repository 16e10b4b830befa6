import { Box, Button, Center, Flex, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { filter, fromEvent, map, merge, Subject, tap } from 'rxjs';
import { cameraInactivity } from '../../streams/inactivity';
import { hardwareScans, normaliseCode } from '../../streams/hardwareScanner';
import { createBeeper, deviceVibrate, scanFeedback, type ScanOutcome } from '../../streams/scanFeedback';
import { useT } from '../../kernel/i18n/intl';
import { logEvent } from '../../kernel/eventLogHook';
import { FormField } from '../FormField';
import { Icon } from '../icons';
import { CAMERA_MESSAGES, type CameraProblem } from './cameraErrors';
import { parcelIdProblem } from './idFormat';
import { isValidOtp, normaliseOtp } from './otp';
import { scannerPrefs } from './prefs';
import { useCamera, type Detection } from './useCamera';

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

type Overlay = { kind: 'processing' } | { kind: 'success' | 'error' | 'info'; message: string } | null;
type Candidate = { code: string; source: ScanSource; format?: string; grabbedAt?: number };

const OVERLAY_MS = 1600;
const HARDWARE_MAX_GAP_MS = 50;
const HARDWARE_MIN_LENGTH = 4;

function isTextField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable));
}

/**
 * The one scanner of the portal: camera (linear codes and QR, decoded in a worker), typing, and hardware scanners
 * (keystroke bursts ending in Enter), with the spec's captions, overlays, inactivity timeout and feedback.
 */
export function ScannerWidget({ label, onScan, variant = 'barcode', idleMs = 60_000, duplicateWindowMs = 3000 }: ScannerWidgetProps) {
  const t = useT();
  const prefs = useSnapshot(scannerPrefs);
  const [mode, setMode] = useState<'camera' | 'manual'>(prefs.defaultMode);
  const [overlay, setOverlay] = useState<Overlay>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingMeasure = useRef<number | null>(null);

  const candidates = useMemo(() => new Subject<Candidate>(), []);
  const activity = useMemo(() => new Subject<void>(), []);
  const outcomes = useMemo(() => new Subject<ScanOutcome>(), []);
  const onScanRef = useRef(onScan);
  onScanRef.current = onScan;

  const show = useCallback((next: Overlay) => {
    setOverlay(next);
    if (next && next.kind !== 'processing') setAnnouncement(next.message);
  }, []);

  const camera = useCamera({
    facing: prefs.facing,
    onDetected: (d: Detection) => candidates.next({ code: d.code, source: 'camera', format: d.format, grabbedAt: d.grabbedAt }),
    onProblem: (p, error) => {
      setProblem(p);
      activity.next();
      logEvent('scannerError', { problem: p, message: String((error as Error)?.message ?? error) });
    },
  });

  // Sound and vibration for every outcome.
  const beeper = useMemo(() => createBeeper(() => {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    return Ctx ? new Ctx() : undefined;
  }), []);
  useEffect(() => {
    const sub = scanFeedback(outcomes, { vibrate: deviceVibrate, play: (kind) => beeper.play(kind) }).subscribe();
    return () => { sub.unsubscribe(); beeper.dispose(); };
  }, [outcomes, beeper]);

  // In camera mode the decoder worker starts at once, so it is warm when the camera delivers its first frame.
  const { prepare } = camera;
  useEffect(() => {
    if (mode === 'camera') void prepare().catch(() => undefined);
  }, [mode, prepare]);

  // Every read, from any source: drop duplicates, then ask the flow. Only a code the flow accepted opens the
  // duplicate window, so a code it rejected (e.g. a server error) can be retried at once.
  useEffect(() => {
    const accepted = new Map<string, number>();
    // Within the window a repeat gives the duplicate feedback once; a label left in front of the camera stays quiet.
    const warned = new Set<string>();
    const sub = candidates.subscribe(async (c) => {
      activity.next();
      // The id format rule holds for every source, not only typing: a hardware or camera read is checked too.
      const formatProblem = variant === 'barcode' ? parcelIdProblem(c.code) : null;
      if (formatProblem) {
        outcomes.next('error');
        show({ kind: 'error', message: t(formatProblem) });
        logEvent('scanRejected', { code: c.code, source: c.source, reason: 'format' });
        return;
      }
      const now = performance.now();
      const last = accepted.get(c.code);
      if (last !== undefined && now - last < duplicateWindowMs) {
        if (warned.has(c.code)) return;
        warned.add(c.code);
        outcomes.next('duplicate');
        show({ kind: 'error', message: t('scanner.duplicate') });
        logEvent('scanRejected', { code: c.code, source: c.source, reason: 'duplicate' });
        return;
      }
      pendingMeasure.current = c.grabbedAt ?? null;
      let verdict: ScanVerdict;
      try {
        const answer = onScanRef.current(c.code, c.source, c.format);
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
      outcomes.next(verdict.ok ? 'accepted' : 'error');
      logEvent(verdict.ok ? 'scanAccepted' : 'scanRejected', { code: c.code, source: c.source, format: c.format ?? '', ...(verdict.ok ? {} : { reason: verdict.message }) });
      activity.next();
    });
    return () => sub.unsubscribe();
  }, [candidates, duplicateWindowMs, activity, outcomes, show, t, variant]);

  // Time from the frame that was decoded to the success overlay on screen, for the benchmark.
  useEffect(() => {
    if (overlay?.kind !== 'success' || pendingMeasure.current === null) return;
    const start = pendingMeasure.current;
    pendingMeasure.current = null;
    requestAnimationFrame(() => performance.measure('scanner:frame-to-feedback', { start, end: performance.now() }));
  }, [overlay]);

  useEffect(() => {
    // 'Camera shut due to inactivity' stays until the operator starts the camera again.
    if (!overlay || overlay.kind === 'processing' || overlay.kind === 'info') return;
    const timer = window.setTimeout(() => setOverlay(null), OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [overlay]);

  // Hardware scanners type fast and end with Enter; in a text field the field's own submit handles it. The key
  // times are the events' own, so a page busy for a moment does not split a burst; the Enter that ends a burst is
  // kept from also pressing whatever button has focus.
  useEffect(() => {
    const burst = { count: 0, last: Number.NEGATIVE_INFINITY };
    const keys = fromEvent<KeyboardEvent>(document, 'keydown').pipe(
      filter((e) => !isTextField(e.target)),
      tap((e) => {
        const gap = e.timeStamp - burst.last;
        if (e.key.length === 1) {
          burst.count = gap <= HARDWARE_MAX_GAP_MS ? burst.count + 1 : 1;
          burst.last = e.timeStamp;
        } else if (e.key === 'Enter') {
          if (burst.count >= HARDWARE_MIN_LENGTH && gap <= HARDWARE_MAX_GAP_MS) e.preventDefault();
          burst.count = 0;
        }
      }),
      map((e) => ({ key: e.key, time: e.timeStamp })),
    );
    const sub = hardwareScans(keys, { maxGapMs: HARDWARE_MAX_GAP_MS, minLength: HARDWARE_MIN_LENGTH }).subscribe((code) => candidates.next({ code, source: 'hardware' }));
    return () => sub.unsubscribe();
  }, [candidates]);

  // The camera turns itself off after idleMs without a scan or error, on a click outside, or when typing starts.
  const { state: cameraState, stop: stopCamera } = camera;
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

  const submitTyped = (e: FormEvent) => {
    e.preventDefault();
    const code = variant === 'otp' ? normaliseOtp(value) : normaliseCode(value);
    if (!code) return setFieldError(t('this_field_cannot_be_left_blank'));
    if (variant === 'otp' && !isValidOtp(code)) return setFieldError(t('scanner.otp_invalid'));
    const formatProblem = variant === 'barcode' ? parcelIdProblem(code) : null;
    if (formatProblem) return setFieldError(t(formatProblem));
    setFieldError(null);
    setValue('');
    candidates.next({ code, source: 'typed' });
  };

  const chooseManual = () => {
    camera.stop();
    setMode('manual');
    setTimeout(() => inputRef.current?.focus(), 0);
  };

  return (
    <Stack gap="3" ref={rootRef} maxW="400px" w="full" data-testid="scanner">
      <HStack gap="2" role="group" aria-label={t('scanner.mode')}>
        <Button size="sm" variant={mode === 'camera' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={mode === 'camera'} onClick={() => setMode('camera')}>
          <Icon name="camera" size={16} /> {t('scanner.mode_camera')}
        </Button>
        <Button size="sm" variant={mode === 'manual' ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={mode === 'manual'} onClick={chooseManual}>
          {t('scanner.mode_manual')}
        </Button>
      </HStack>

      {mode === 'camera' && (
        <Box position="relative" w="full" aspectRatio="4 / 3" bg="gray.900" borderRadius="lg" overflow="hidden">
          <video ref={camera.videoRef} muted playsInline aria-label={t('scanner.camera_view')}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: camera.state === 'on' ? 'block' : 'none' }} />
          {camera.state !== 'on' && (
            <Center position="absolute" inset="0">
              <Button size="lg" colorPalette="brand" loading={camera.state === 'starting'} onClick={() => { setProblem(null); setOverlay(null); beeper.prime(); void camera.start(); }}>
                {t('scanner.start_camera')}
              </Button>
            </Center>
          )}
          {camera.state === 'on' && (
            <>
              <Box position="absolute" left="6%" right="6%" top="50%" h="2px" bg="red.500" boxShadow="0 0 6px red" aria-hidden="true" data-testid="red-line" />
              <Text position="absolute" bottom="2" left="0" right="0" textAlign="center" color="white" fontSize="sm" textShadow="0 1px 2px black">
                {t('scanner.place_barcode')}
              </Text>
              <HStack position="absolute" top="2" right="2" gap="2">
                {camera.torch.supported && (
                  <Button size="xs" variant="subtle" aria-pressed={camera.torch.on} onClick={() => void camera.toggleTorch()}>{t('scanner.torch')}</Button>
                )}
                <Button size="xs" variant="subtle" onClick={camera.stop}>{t('scanner.stop_camera')}</Button>
              </HStack>
            </>
          )}
          {overlay && <OverlayView overlay={overlay} processing={t('scanner.processing')} />}
        </Box>
      )}

      {problem && (
        <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" color="red.800" p="3" borderRadius="md">
          <Text>{t(CAMERA_MESSAGES[problem])}</Text>
          <Button mt="2" size="sm" variant="outline" onClick={chooseManual}>{t('scanner.type_instead')}</Button>
        </Box>
      )}

      <form onSubmit={submitTyped} noValidate>
        <Stack gap="2">
          <FormField label={label} error={fieldError}>
            <Input ref={inputRef} value={value} maxLength={variant === 'otp' ? 20 : 30} autoComplete={variant === 'otp' ? 'one-time-code' : 'off'}
              inputMode={variant === 'otp' ? 'numeric' : 'text'} autoCapitalize="characters" spellCheck={false}
              onChange={(e) => { setValue(e.target.value); if (fieldError) setFieldError(null); }} />
          </FormField>
          <Button type="submit" colorPalette="brand" alignSelf="start">{t(variant === 'otp' ? 'scanner.continue' : 'scanner.submit')}</Button>
        </Stack>
      </form>
      {mode === 'manual' && overlay && overlay.kind !== 'processing' && (
        <Flex align="center" gap="2" color={overlay.kind === 'success' ? 'green.700' : overlay.kind === 'error' ? 'red.700' : 'fg'} data-testid="scan-result" data-kind={overlay.kind}>
          <Icon name={overlay.kind === 'success' ? 'check' : 'alert'} size={18} /> <Text>{overlay.message}</Text>
        </Flex>
      )}
      <Box aria-live="polite" role="status" position="absolute" w="1px" h="1px" overflow="hidden" clipPath="inset(50%)">{announcement}</Box>
    </Stack>
  );
}

function OverlayView({ overlay, processing }: { overlay: NonNullable<Overlay>; processing: string }) {
  if (overlay.kind === 'processing') {
    return (
      <Center position="absolute" inset="0" bg="blackAlpha.600" color="white" flexDirection="column" gap="2">
        <Spinner />
        <Text>{processing}</Text>
      </Center>
    );
  }
  const bg = overlay.kind === 'success' ? 'green.700' : overlay.kind === 'error' ? 'red.700' : 'gray.700';
  return (
    <Center position="absolute" inset="0" bg={bg} color="white" flexDirection="column" gap="2" p="4" textAlign="center"
      data-testid="scan-result" data-kind={overlay.kind}>
      <Icon name={overlay.kind === 'success' ? 'check' : 'alert'} size={40} />
      <Text fontWeight="semibold">{overlay.message}</Text>
    </Center>
  );
}
