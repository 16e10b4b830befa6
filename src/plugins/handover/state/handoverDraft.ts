// The handovers in progress, one per direction, kept as the operator's draft at this point so a reload loses nothing.
import { defineDraft } from '@kernel';
import { DIRECTIONS, type Direction } from '../model/statuses';
import { EMPTY, type HandoverState, type HandoverSummary } from '../model/session';

export type HandoverDrafts = Record<Direction, HandoverState>;

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isStrList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isStr);

function isSummary(v: unknown): v is HandoverSummary {
  return isObj(v) && (v.direction === 'toDriver' || v.direction === 'fromDriver') && typeof v.jobId === 'number' && isStr(v.at)
    && isStrList(v.handedOver) && isStrList(v.missing) && isStrList(v.unexpected) && (v.reason === null || isStr(v.reason))
    && isObj(v.statuses) && Object.values(v.statuses).every(isStr);
}

function isState(v: unknown): v is HandoverState {
  return isObj(v) && (v.jobId === null || typeof v.jobId === 'number') && isStrList(v.scanned) && isStrList(v.unexpected) && isStr(v.reason)
    && (v.verified === null || v.verified === 'typed' || v.verified === 'shown') && (v.completed === null || isSummary(v.completed))
    && (v.sending === undefined || (isObj(v.sending) && isStr(v.sending.key) && isStr(v.sending.ids)));
}

/** The stored value if it has the flow's shape, else null (the kernel then drops it and tells the operator). */
export function draftsFrom(v: unknown): HandoverDrafts | null {
  if (!isObj(v)) return null;
  return DIRECTIONS.every((d) => isState(v[d])) ? (v as unknown as HandoverDrafts) : null;
}

export const NO_HANDOVERS: HandoverDrafts = { toDriver: EMPTY, fromDriver: EMPTY };

export const HANDOVER_DRAFT = defineDraft<HandoverDrafts>({ name: 'handover.session', version: 1, validate: draftsFrom });
