// The scanner's vocabulary, shared by its stream (scannerSession.ts), its hook and its views. Plain types: the stream
// is tested in Node, so nothing here touches React or the DOM.

export type ScanSource = 'camera' | 'typed' | 'hardware';

/**
 * What the flow made of a scan: shown on the overlay, with the matching sound and vibration. `duplicate`: the flow
 * already has this item (refused with the duplicate feedback, not the error one).
 */
export type ScanVerdict = { ok: true; message?: string } | { ok: false; message: string; duplicate?: boolean };

/** One read, from any source; `grabbedAt` (performance.now() time) is the camera frame's, for the benchmark. */
export interface ScanRead {
  code: string;
  source: ScanSource;
  format?: string;
  grabbedAt?: number;
}

/** A text to show: a catalog id (with its values) the view translates, or the flow's own words. */
export type ScanText = { id: string; values?: Record<string, string | number> } | { text: string };

/** What the scanner writes to the event log, with its payloads (the kernel's event map uses these types). */
export interface ScannerEventMap {
  scanAccepted: { code: string; source: string; format: string };
  scanRejected: { code: string; source: string; format?: string; reason: string };
  scannerError: { problem: string; message: string };
}

/** One event of the scanner, kind and payload together. */
export type ScannerEvent = { [K in keyof ScannerEventMap]: { kind: K; payload: ScannerEventMap[K] } }[keyof ScannerEventMap];
