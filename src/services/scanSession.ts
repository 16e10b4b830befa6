import { defineService, type GateContext } from '@kernel';

/** Identifier types a scan resolves to (part 1 §3). */
export type IdentifierType =
  | 'TRACKING_ID'
  | 'STAMP_ID'
  | 'NINJA_PACK_ID'
  | 'FULLY_INTEGRATED_RETURN_ID'
  | 'SEMI_INTEGRATED_RETURN_ID'
  | 'UNINTEGRATED_RETURN_ID';

/** Order types the server reports for an existing order. */
export type OrderType = 'SEND' | 'POST' | 'PACK' | 'RETURN' | 'BULK_POST' | (string & {});

/** Answer of GET 1.0/orders?scan={code}. */
export interface ScanLookup {
  identifier_type: IdentifierType;
  /** The existing order behind a tracking id or return id; null for an unused stamp id or pack id. */
  order: {
    id: number;
    tracking_id: string;
    type: OrderType;
    status: string;
    shipper_id: number | null;
    global_shipper_id: number | null;
    shipper_name: string | null;
    to_name: string | null;
    to_contact: string | null;
    to_address1: string | null;
    to_postcode: string | null;
  } | null;
}

/** Session types (part 1 §3): fixed by the first scanned parcel. */
export type SessionType = 'SEND' | 'POST' | 'PACK' | 'BULK_POST' | 'RETURN';

/** Why a scan is refused, as a message id; `reset` also empties the session. */
export interface ScanRefusal {
  messageId: string;
  reset?: boolean;
}

/** The scan-session rules of part 1 §3-§4, for every flow that scans parcels into a session. */
export interface ScanSessionRules {
  /** What the server knows of a scanned code. */
  lookUp(code: string): Promise<ScanLookup>;
  /** The session type a scan belongs to, or why it belongs to none. */
  classify(lookup: ScanLookup): SessionType | 'UNKNOWN' | 'INVALID_ORDER';
  /** Null: accept; otherwise the refusal with its message id, in the spec's order of checks. */
  refuse(code: string, type: SessionType | 'UNKNOWN' | 'INVALID_ORDER', session: { type: SessionType | null; ids: readonly string[] }, allowed: (t: SessionType) => boolean): ScanRefusal | null;
  /** Whether the point may start a session of this type (named gates of config/gates.json). */
  typeAllowed(type: SessionType, ctx: GateContext): boolean;
}

export const SCAN_SESSION_RULES = defineService<ScanSessionRules>('scanSessionRules', 'classifies a scanned parcel and applies the scan-session rules');
