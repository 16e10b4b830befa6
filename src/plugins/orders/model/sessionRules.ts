import { allowsNamed, type GateContext } from '@kernel';
import type { ScanLookup } from '../api/types';
import type { SessionType } from './parcel';

/**
 * Which session types a point may start (part 1 §6), as named gates of config/gates.json: the rules themselves
 * (post needs allowCreatePost and, in Thailand, a franchisee; …) live there, written once for routes, menus and code.
 */
export const SESSION_TYPE_GATES = {
  SEND: 'canSend',
  POST: 'canPost',
  BULK_POST: 'canBulkPost',
  PACK: 'canPack',
  RETURN: 'canReturn',
} as const satisfies Readonly<Record<SessionType, string>>;

export function sessionTypeAllowed(type: SessionType, ctx: GateContext): boolean {
  return allowsNamed(SESSION_TYPE_GATES[type], ctx);
}

const RETURN_IDS = new Set(['FULLY_INTEGRATED_RETURN_ID', 'SEMI_INTEGRATED_RETURN_ID', 'UNINTEGRATED_RETURN_ID']);

/**
 * What a scan is (part 1 §3): a return id is a return; a stamp id a post; a pack id a pack; a tracking id of an
 * existing order a send. An order that is neither (an already created post, say) is 'unknown' to a session.
 */
export function classifyScan(lookup: ScanLookup): SessionType | 'UNKNOWN' | 'INVALID_ORDER' {
  if (RETURN_IDS.has(lookup.identifier_type)) return 'RETURN';
  if (lookup.identifier_type === 'STAMP_ID') return 'POST';
  if (lookup.identifier_type === 'NINJA_PACK_ID') return 'PACK';
  if (lookup.identifier_type === 'TRACKING_ID' && lookup.order) {
    if (lookup.order.type === 'SEND') return 'SEND';
    if (lookup.order.type === 'RETURN') return 'RETURN';
    return 'INVALID_ORDER';
  }
  return 'UNKNOWN';
}

/** Why a scan is refused, as a message id; `reset` also empties the session. */
export type ScanRefusal = { messageId: string; reset?: boolean };

export const SCAN_MESSAGES = {
  alreadyScanned: 'orders.parcel_already_scanned',
  notValidInSession: 'orders.order_not_valid_in_session',
  typeNotSupported: 'orders.type_not_supported',
  unknownSession: 'orders.unknown_session',
} as const;

/**
 * The session rules of part 1 §4, in order: an id already in the session; an unknown type; a type the point or
 * country does not support (the session resets); a type other than the session's. Null: accept, and the session
 * takes this type if it has none.
 */
export function refuseScan(
  code: string,
  type: SessionType | 'UNKNOWN' | 'INVALID_ORDER',
  session: { type: SessionType | null; ids: readonly string[] },
  allowed: (t: SessionType) => boolean,
): ScanRefusal | null {
  const id = code.trim().toUpperCase();
  if (session.ids.some((x) => x.trim().toUpperCase() === id)) return { messageId: SCAN_MESSAGES.alreadyScanned };
  if (type === 'INVALID_ORDER') return { messageId: SCAN_MESSAGES.notValidInSession };
  if (type === 'UNKNOWN') return { messageId: SCAN_MESSAGES.unknownSession };
  if (!allowed(type)) return { messageId: SCAN_MESSAGES.typeNotSupported, reset: true };
  if (session.type !== null && session.type !== type) return { messageId: SCAN_MESSAGES.notValidInSession };
  return null;
}
