import { useEffect, useMemo, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { BehaviorSubject, defer, EMPTY, filter, fromEvent, merge, Subject, tap } from 'rxjs';
import { scansInField, scansOutsideFields } from '../../streams/hardwareScanner';
import { afterPaint } from '../afterPaint';
import { askFlow } from './askFlow';
import { useScannerEnvironment, type ScannerEnvironment } from './environment';
import { giveFeedback } from './feedback';
import { feedbackId, measureFeedback } from './feedbackMeasure';
import type { Overlay, OverlayStore } from './overlayStore';
import { scannerSession, type CameraPhase, type ScannerStep, type ScannerViewState } from './scannerSession';
import type { ScannerEventMap, ScanSource, ScanText, ScanVerdict } from './scanTypes';
import type { Detection } from './useCamera';
import { formatRule, type ScannerVariant } from './variant';

const OVERLAY_MS = 1600;
/** A hardware scanner's burst: keys at most 50 ms apart, at least 4 characters, then Enter. */
const HARDWARE = { maxGapMs: 50, minLength: 4 };

export type OnScan = (code: string, source: ScanSource, format?: string) => ScanVerdict | Promise<ScanVerdict>;

interface Options {
  variant: ScannerVariant;
  idleMs: number;
  duplicateWindowMs: number;
  /** The page's words for a repeat inside the duplicate window, if it has its own. */
  duplicateMessage?: string | undefined;
  /** The flow's latest onScan (a ref, so the page around the widget re-rendering does not restart the session). */
  onScanRef: RefObject<OnScan>;
  overlays: OverlayStore;
  cameraState: CameraPhase;
  stopCamera: () => void;
  /** The widget (a pointer down outside it turns the camera off) and its field (focus on it does too). */
  rootRef: RefObject<HTMLElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Empties the field of what a hardware scanner typed into it (the burst is taken as a scan). */
  clearField: () => void;
}

/** Writes one scanner event (the kind and its payload stay paired). */
function emit<K extends keyof ScannerEventMap>(onEvent: ScannerEnvironment['onEvent'], event: { kind: K; payload: ScannerEventMap[K] }): void {
  onEvent(event.kind, event.payload);
}

/** The overlay a view state shows, if any (the camera's own states show none). */
function overlayOf(state: ScannerViewState, say: (text: ScanText) => string): Overlay {
  switch (state.phase) {
    case 'processing': return { kind: 'processing' };
    case 'success': case 'error': return { kind: state.phase, message: say(state.message) };
    case 'idle': return state.message ? { kind: 'info', message: say(state.message) } : null;
    default: return null;
  }
}

/**
 * Binds the scanner session stream to the widget: feeds it the camera's reads and state, typed codes and hardware
 * scanners, and carries out each step: the overlay (drawn at once, in its own small render), the feedback and the
 * event after it is painted, the camera turned off. Returns where the camera's reads and typed codes go.
 */
export function useScannerSession({ variant, idleMs, duplicateWindowMs, duplicateMessage, onScanRef, overlays, cameraState, stopCamera, rootRef, inputRef, clearField }: Options) {
  const { t, onEvent } = useScannerEnvironment();
  const inputs = useMemo(() => ({ reads: new Subject<Detection>(), typed: new Subject<string>(), camera: new BehaviorSubject<CameraPhase>('off') }), []);

  useEffect(() => inputs.camera.next(cameraState), [inputs, cameraState]);

  useEffect(() => {
    const say = (text: ScanText) => ('text' in text ? text.text : t(text.id, text.values));
    const failed = (): ScanVerdict => ({ ok: false, message: t('something_went_wrong') });
    const session = scannerSession({
      cameraReads$: inputs.reads,
      typed$: inputs.typed,
      // A burst is a scan wherever it lands: outside fields, or in this widget's own field (whatever its variant takes
      // as typed, a one-time code field reads the customer's QR from a scanner).
      hardware$: merge(
        scansOutsideFields(document, HARDWARE),
        defer(() => (inputRef.current ? scansInField(inputRef.current, HARDWARE).pipe(tap(clearField)) : EMPTY)),
      ),
      camera$: inputs.camera,
      stop$: defer(() => merge(
        fromEvent<PointerEvent>(document, 'pointerdown').pipe(filter((e) => !rootRef.current?.contains(e.target as Node))),
        fromEvent(inputRef.current ?? document.createElement('input'), 'focus'),
      )),
      validate: formatRule(variant),
      // A flow that throws or fails says so in the operator's words.
      decide: ({ code, source, format }) => {
        try {
          const answer = askFlow(() => onScanRef.current(code, source, format));
          return answer instanceof Promise ? answer.catch(failed) : answer;
        } catch {
          return failed();
        }
      },
      idleMs,
      duplicateWindowMs,
      ...(duplicateMessage !== undefined && { duplicateText: { text: duplicateMessage } }),
      holdMs: OVERLAY_MS,
    });
    // What this subscription has drawn; undefined at first, so an overlay left by an earlier one is cleared.
    let shown: ScannerViewState | null | undefined;
    const carryOut = (step: ScannerStep) => {
      if (step.stopCamera) stopCamera();
      const overlay = overlayOf(step.state, say);
      const next = overlay ? step.state : null;
      // The stream keeps a shown state's object while it stays on screen: the same one is not drawn again.
      if (next !== shown && (next || overlays.get().shown)) {
        let id = 0;
        // An overlay is drawn at once (not in a later render task, where it would wait for whatever the flow's own
        // state changes re-render), it is a fresh element each time, and only the parts that draw it re-render.
        flushSync(() => {
          id = overlays.show(overlay);
        });
        // Time from the frame that was decoded to the success overlay on screen, for the benchmark.
        if (step.state.phase === 'success' && step.state.read.grabbedAt !== undefined) measureFeedback(step.state.read.grabbedAt, feedbackId(id));
      }
      shown = next;
      // The sound and the vibration start just after the overlay is drawn, not before: making the sound took the
      // first read 4 to 13 ms at 4x CPU, all of which the overlay waited for. One frame later is well within what a
      // person hears as at the same time.
      const { feedback, log } = step;
      if (feedback) afterPaint(() => giveFeedback(feedback));
      if (log) {
        const write = () => emit(onEvent, log.event);
        if (log.afterPaint) afterPaint(write);
        else write();
      }
    };
    const sub = session.subscribe(carryOut);
    return () => sub.unsubscribe();
  }, [inputs, variant, idleMs, duplicateWindowMs, duplicateMessage, onScanRef, overlays, stopCamera, rootRef, inputRef, clearField, t, onEvent]);

  return useMemo(() => ({
    /** A code the camera's decoder accepted. */
    detected: (d: Detection) => inputs.reads.next(d),
    /** A code submitted from the field. */
    typed: (code: string) => inputs.typed.next(code),
  }), [inputs]);
}
