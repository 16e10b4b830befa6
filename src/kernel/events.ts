import type { ScannerEventMap } from '../ui/scanner/environment';

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

/** A declared kind as the Activity page shows it: `label` is a message id. */
export interface EventKindDef {
  kind: EventKind;
  label: string;
}

/** The kernel's own kinds (a plugin's come from its manifest). */
export const KERNEL_EVENT_KINDS: readonly EventKindDef[] = [
  { kind: 'login', label: 'event.login' },
  { kind: 'logout', label: 'event.logout' },
  { kind: 'menu', label: 'event.menu' },
  { kind: 'pageError', label: 'event.pageError' },
  { kind: 'scanAccepted', label: 'event.scanAccepted' },
  { kind: 'scanRejected', label: 'event.scanRejected' },
  { kind: 'scannerError', label: 'event.scannerError' },
  { kind: 'draftDropped', label: 'event.draftDropped' },
];
