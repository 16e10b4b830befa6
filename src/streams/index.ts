// Public entry of the stream factories: each returns a cold Observable, nothing runs on import.
export { pollEvery } from './poll';
export { fromFetchJson, fromAbortable } from './fromFetch';
export { pageVisible$, type VisibilitySource } from './visibility';
export { cameraInactivity, CAMERA_IDLE_MS, type CameraInactivityInput, type CameraStopReason } from './inactivity';
export {
  scanFeedback, createBeeper, deviceVibrate, FEEDBACK_PATTERNS, FEEDBACK_TONES,
  type ScanOutcome, type VibrationPattern, type FeedbackEffects, type Tone, type Beeper, type BeeperAudioContext,
  type BeeperNode, type BeeperParam,
} from './scanFeedback';
export { hardwareScans, keydownEvents, normaliseCode, scansInField, scansOutsideFields, type KeyPress, type HardwareScanOptions } from './hardwareScanner';
export { pausablePoll, type PollResult, type PausablePollOptions } from './pausablePoll';
export {
  pollTask, isFinalTask, FINAL_TASK_STATUSES, TASK_POLL_DELAY_MS, TASK_POLL_ATTEMPTS,
  type AsyncTask, type AsyncSubRequest, type AsyncTaskStatus, type PollTaskOptions,
} from './pollTask';
export { backoffPoll, backoffDelays, type BackoffOptions, type BackoffPollOptions } from './backoffPoll';
export { quoteStream, QUOTE_THROTTLE_MS, type QuoteState, type QuoteStreamOptions } from './quoteStream';
export { countdown } from './countdown';
export { retryBackoff, retryWait, type RetryBackoffOptions } from './retryBackoff';
