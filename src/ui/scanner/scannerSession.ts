// The scanner's logic as one stream: reads from the camera, the field and hardware scanners in, view states out.
// Pure RxJS (no React, no DOM), so every rule is tested in virtual time (tests/unit/scanner/scannerSession.test.ts);
// useScannerSession binds it to the widget.
import {
  asyncScheduler, catchError, concat, concatMap, defer, distinctUntilChanged, EMPTY, filter, from, isObservable, map, merge,
  of, scan, startWith, Subject, switchMap, take, tap, timer, type Observable, type SchedulerLike,
} from 'rxjs';
import { cameraInactivity, type CameraStopReason } from '../../streams/inactivity';
import type { ScanOutcome } from '../../streams/scanFeedback';
import { CAMERA_MESSAGES } from './cameraErrors';
import type { ScannerEvent, ScanRead, ScanText, ScanVerdict } from './scanTypes';

export type CameraPhase = 'off' | 'starting' | 'on';

/** What the widget shows: no overlay (idle, starting, scanning by the camera's state) or an overlay. */
export type ScannerViewState =
  | { phase: 'idle'; message?: ScanText } // message: why the camera shut itself ('Camera shut due to inactivity')
  | { phase: 'starting' | 'scanning' }
  | { phase: 'processing'; read: ScanRead }
  | { phase: 'success'; read: ScanRead; message: ScanText }
  | { phase: 'error'; read: ScanRead; message: ScanText };

export type ScannerPhase = ScannerViewState['phase'];

/** One change of the view, with what the page does about it once it is on screen. */
export interface ScannerStep {
  state: ScannerViewState;
  /** The sound and vibration of a read's outcome. */
  feedback?: ScanOutcome;
  /** The event to log; a flow's verdict is written after the overlay is painted (the first event loads the log). */
  log?: { event: ScannerEvent; afterPaint: boolean };
  /** The camera is to be turned off (inactivity, a click outside, focus on the field). */
  stopCamera?: true;
}

/** A flow's answer: at once, or later (a promise or an observable), when 'Processing... Please wait' shows. */
export type ScanDecision = ScanVerdict | PromiseLike<ScanVerdict> | Observable<ScanVerdict>;

export interface ScannerSessionInputs {
  /** Codes the camera's decoder accepted. */
  cameraReads$: Observable<{ code: string; format: string; grabbedAt?: number }>;
  /** Codes submitted from the field (already normalised and checked there). */
  typed$: Observable<string>;
  /** Codes hardware scanners typed outside text fields. */
  hardware$: Observable<string>;
  /** The camera's own state, as the camera reports it. */
  camera$: Observable<CameraPhase>;
  /** Turns the camera off at once while it runs: a click outside the widget, focus on the field. */
  stop$: Observable<unknown>;
  /** The catalog id of what is wrong with a code's format, or null (the id rule; none for one-time codes). */
  validate: (code: string) => string | null;
  /** The flow's verdict on a read. */
  decide: (read: ScanRead) => ScanDecision;
  /** The camera turns off after this long without a read or verdict. */
  idleMs: number;
  /** The same code again within this window of its acceptance counts once. */
  duplicateWindowMs: number;
  /** What a repeat inside the window says: the page's words for it (default the spec's 'Parcel already scanned...'). */
  duplicateText?: ScanText;
  /** A success or error overlay goes after this long. */
  holdMs: number;
}

type Shown = Exclude<ScannerViewState, { phase: 'starting' | 'scanning' }>;
type Change =
  | { type: 'camera'; camera: CameraPhase }
  | { type: 'show'; shown: Shown; feedback?: ScanOutcome; log?: ScannerStep['log'] }
  | { type: 'hide'; shown: Shown }
  | { type: 'stop'; reason: CameraStopReason };
interface Model {
  camera: CameraPhase;
  shown: Shown | null;
  step: ScannerStep | null;
}

const IDLE: ScannerViewState = { phase: 'idle' };
const INACTIVE: Shown = { phase: 'idle', message: { id: CAMERA_MESSAGES.inactive } };
const GENERIC_ERROR = { id: 'something_went_wrong' } as const;
const DUPLICATE: ScanText = { id: 'scanner.duplicate' };

const isPromiseLike = (value: unknown): value is PromiseLike<ScanVerdict> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** A flow that threw or failed: the generic error (the widget's own decide catches first, in the operator's words). */
const FAILED = null;

/** The flow's answer as a stream; `waits` says whether it takes time (then 'Processing...' shows first). */
function asked(decide: ScannerSessionInputs['decide'], read: ScanRead): { waits: boolean; verdict$: Observable<ScanVerdict | typeof FAILED> } {
  let answer: ScanDecision;
  try {
    answer = decide(read);
  } catch {
    return { waits: false, verdict$: of(FAILED) };
  }
  if (!isObservable(answer) && !isPromiseLike(answer)) return { waits: false, verdict$: of(answer) };
  return { waits: true, verdict$: from(answer).pipe(take(1), catchError(() => of(FAILED))) };
}

/** What a verdict shows and logs. */
function verdictShown(read: ScanRead, v: ScanVerdict | typeof FAILED): Extract<Change, { type: 'show' }> {
  const { code, source } = read;
  const format = read.format ?? '';
  if (v?.ok) {
    const message: ScanText = v.message ? { text: v.message } : { id: 'scanner.accepted', values: { code } };
    return { type: 'show', shown: { phase: 'success', read, message }, feedback: 'accepted',
      log: { event: { kind: 'scanAccepted', payload: { code, source, format } }, afterPaint: true } };
  }
  const message: ScanText = v ? { text: v.message } : GENERIC_ERROR;
  const duplicate = v?.duplicate === true;
  return { type: 'show', shown: { phase: 'error', read, message }, feedback: duplicate ? 'duplicate' : 'error',
    log: { event: { kind: 'scanRejected', payload: { code, source, format, reason: duplicate ? 'duplicate' : v ? v.message : GENERIC_ERROR.id } }, afterPaint: true } };
}

function reduce(model: Model, change: Change): Model {
  const at = (shown: Shown | null, camera = model.camera, extra: Omit<ScannerStep, 'state'> = {}): Model => {
    const state: ScannerViewState = shown ?? (camera === 'off' ? IDLE : { phase: camera === 'on' ? 'scanning' : 'starting' });
    return { camera, shown, step: { state, ...extra } };
  };
  switch (change.type) {
    case 'camera':
      if (change.camera === model.camera) return { ...model, step: null };
      // Starting the camera again clears what was shown ('Camera shut due to inactivity' stays until then); any
      // other change under an overlay shows nothing new.
      if (change.camera === 'starting') return at(null, change.camera);
      return model.shown ? { camera: change.camera, shown: model.shown, step: null } : at(null, change.camera);
    case 'show':
      return at(change.shown, model.camera, { ...(change.feedback && { feedback: change.feedback }), ...(change.log && { log: change.log }) });
    case 'hide':
      return model.shown === change.shown ? at(null) : { ...model, step: null };
    case 'stop':
      return at(change.reason === 'inactive' ? INACTIVE : model.shown, 'off', { stopCamera: true });
  }
}

/**
 * The scanner session: every read, from any source, checked against the id format rule, then the duplicate window,
 * then handed to the flow; only a code the flow accepted opens the window, so a rejected one can be retried at once.
 * Within the window a repeat is refused once (the duplicate feedback) and then ignored, so a label left in front of
 * the camera stays quiet. While the camera is on it turns off after `idleMs` without a read or verdict, or when
 * `stop$` emits. Emits the idle state on subscription, then one step per change. Reads are decided one at a time, in
 * the order they came: a read that comes while the flow is deciding another waits for that verdict, so a scanner
 * that reads a label twice gets the duplicate verdict for the second read instead of a second acceptance (the flow,
 * asked twice before its first answer, could not know). Unsubscribing drops every input, timer and flow answer still
 * awaited.
 */
export function scannerSession(inputs: ScannerSessionInputs, scheduler: SchedulerLike = asyncScheduler): Observable<ScannerStep> {
  const { validate, decide, duplicateWindowMs, holdMs, idleMs, duplicateText = DUPLICATE } = inputs;
  return defer(() => {
    const activity = new Subject<void>();
    const acceptedAt = new Map<string, number>();
    const warned = new Set<string>();

    const judge = (read: ScanRead): Observable<Extract<Change, { type: 'show' }>> => {
      const { code, source } = read;
      const problem = validate(code);
      if (problem) {
        return of({ type: 'show', shown: { phase: 'error', read, message: { id: problem } }, feedback: 'error',
          log: { event: { kind: 'scanRejected', payload: { code, source, reason: 'format' } }, afterPaint: false } });
      }
      const last = acceptedAt.get(code);
      if (last !== undefined && scheduler.now() - last < duplicateWindowMs) {
        if (warned.has(code)) return EMPTY;
        warned.add(code);
        return of({ type: 'show', shown: { phase: 'error', read, message: duplicateText }, feedback: 'duplicate',
          log: { event: { kind: 'scanRejected', payload: { code, source, reason: 'duplicate' } }, afterPaint: false } });
      }
      const { waits, verdict$ } = asked(decide, read);
      const verdict = verdict$.pipe(
        tap((v) => {
          if (!v?.ok) return;
          acceptedAt.set(code, scheduler.now());
          warned.delete(code);
        }),
        map((v) => verdictShown(read, v)),
        tap(() => activity.next()),
      );
      return waits ? concat(of({ type: 'show' as const, shown: { phase: 'processing' as const, read } }), verdict) : verdict;
    };

    const reads$ = merge(
      inputs.cameraReads$.pipe(map((d): ScanRead => ({ code: d.code, source: 'camera', format: d.format, ...(d.grabbedAt !== undefined && { grabbedAt: d.grabbedAt }) }))),
      inputs.typed$.pipe(map((code): ScanRead => ({ code, source: 'typed' }))),
      inputs.hardware$.pipe(map((code): ScanRead => ({ code, source: 'hardware' }))),
    );
    // A success or error overlay goes after holdMs, unless another one came first.
    const shows$ = reads$.pipe(
      tap(() => activity.next()),
      concatMap(judge),
      switchMap((c): Observable<Change> => (c.shown.phase === 'success' || c.shown.phase === 'error'
        ? concat(of(c), timer(holdMs, scheduler).pipe(map((): Change => ({ type: 'hide', shown: c.shown }))))
        : of(c))),
    );
    const camera$ = inputs.camera$.pipe(map((camera): Change => ({ type: 'camera', camera })));
    const stops$ = inputs.camera$.pipe(
      distinctUntilChanged(),
      switchMap((camera) => (camera === 'on' ? cameraInactivity({ activity$: activity, stop$: inputs.stop$, idleMs }, scheduler) : EMPTY)),
      map((reason): Change => ({ type: 'stop', reason })),
    );
    return merge(camera$, stops$, shows$).pipe(
      scan(reduce, { camera: 'off', shown: null, step: null }),
      map((m) => m.step),
      filter((step): step is ScannerStep => step !== null),
      startWith<ScannerStep>({ state: IDLE }),
    );
  });
}
