import type { ScannerEventMap } from '../ui/scanner/environment';
import { CAMERA_MESSAGES } from '../ui/scanner/cameraErrors';
import type { MessageValues } from './i18n/intl';

/**
 * Every event kind the portal records, with its payload. The kernel declares its own here; a plugin adds its kinds
 * by augmenting this interface in its own folder (`declare module '<path>/kernel' { interface PortalEventMap {…} }`)
 * and lists them, with their labels, in its manifest. Logging a kind nobody declared is a type error.
 */
export interface PortalEventMap {
  login: { dpId: number; username: string };
  logout: { dpId: number };
  menu: { event: string; route: string };
  pageError: { message: string; stack: string };
  scanAccepted: ScannerEventMap['scanAccepted'];
  scanRejected: ScannerEventMap['scanRejected'];
  scannerError: ScannerEventMap['scannerError'];
  /** A saved draft that could not be restored (unreadable, of an older version, or of another shape). */
  draftDropped: { name: string; reason: 'unreadable' | 'oldVersion' | 'invalid' };
}

/** A kind of event some part of the portal declared. */
export type EventKind = keyof PortalEventMap;

/** What a kind's `values` may use to put payload fields in the operator's words (the Activity page supplies it). */
export interface EventDetailsFormat {
  /** Ids or words joined by the language's list separator ('A, B, C'; 'A、B、C'; '—' when there are none). */
  list(items: readonly unknown[]): string;
  /** A route id as the menu entry that opens it is labelled; the id itself when no visible entry does. */
  route(routeId: string): string;
  /** An amount in the point's money format; in `currency` (ISO code) when the event was taken in another one. */
  money(amount: number, currency?: string): string;
  /** A catalog message id in the operator's language, or a text that is already words, as it is. */
  text(idOrText: string): string;
}

/**
 * A declared kind as the Activity page shows it: `label` (a message id) names the kind; `details` (a message id with
 * ICU arguments) says what one event was, with `values` taking the arguments from the payload, so the operator reads
 * a sentence in their language instead of the payload's fields.
 */
export interface EventKindDefOf<K extends EventKind> {
  kind: K;
  label: string;
  details: string;
  values: (payload: PortalEventMap[K], format: EventDetailsFormat) => MessageValues;
}

/**
 * Payloads of some kinds, one or more each (a variant each): what a kernel or plugin declares in `events.samples.ts`
 * beside its `events.ts`, so the test that reads every declared kind's sentence in every language covers a new kind
 * without being edited. Not part of the build.
 */
export type EventSamples<K extends EventKind> = { [P in K]: Array<PortalEventMap[P]> };

/** Any declared kind, its `values` typed by its own payload. */
export type EventKindDef = { [K in EventKind]: EventKindDefOf<K> }[EventKind];

/** The kernel's own kinds (a plugin's come from its manifest). */
export const KERNEL_EVENT_KINDS: readonly EventKindDef[] = [
  { kind: 'login', label: 'event.login', details: 'event.login.details', values: (p) => ({ username: p.username, dpId: p.dpId }) },
  { kind: 'logout', label: 'event.logout', details: 'event.logout.details', values: (p) => ({ dpId: p.dpId }) },
  { kind: 'menu', label: 'event.menu', details: 'event.menu.details', values: (p, f) => ({ event: p.event, route: f.route(p.route) }) },
  { kind: 'pageError', label: 'event.pageError', details: 'event.pageError.details', values: (p) => ({ message: p.message }) },
  {
    kind: 'scanAccepted', label: 'event.scanAccepted', details: 'event.scanAccepted.details',
    values: (p) => ({ code: p.code, source: p.source, format: p.format }),
  },
  {
    kind: 'scanRejected', label: 'event.scanRejected', details: 'event.scanRejected.details',
    // The reason is 'duplicate', 'format', a catalog id or the flow's own words.
    values: (p, f) => ({ code: p.code, source: p.source, reason: p.reason, reasonText: f.text(p.reason) }),
  },
  {
    kind: 'scannerError', label: 'event.scannerError', details: 'event.scannerError.details',
    values: (p, f) => ({ problem: f.text(Object.hasOwn(CAMERA_MESSAGES, p.problem) ? CAMERA_MESSAGES[p.problem as keyof typeof CAMERA_MESSAGES] : p.problem), message: p.message }),
  },
  { kind: 'draftDropped', label: 'event.draftDropped', details: 'event.draftDropped.details', values: (p) => ({ name: p.name, reason: p.reason }) },
];
