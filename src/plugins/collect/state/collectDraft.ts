// The collection in progress, kept as the operator's draft at this point so a reload or a crash loses nothing.
import { defineDraft } from '@kernel';
import type { CollectParcel } from '../model/parcel';
import { STEPS, type CollectState, type Step } from '../model/steps';

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isStrList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isStr);
const STEP_VALUES: readonly number[] = Object.values(STEPS);

function isParcel(v: unknown): v is CollectParcel {
  return isObj(v) && typeof v.id === 'number' && isStr(v.trackingId) && isStr(v.toName) && isStr(v.droppedOffAt) && typeof v.isCod === 'boolean'
    && (v.codAmount === null || (typeof v.codAmount === 'number' && Number.isFinite(v.codAmount)));
}

/** The stored value if it has the flow's shape, else null (the kernel then drops it and tells the operator). */
export function collectStateFrom(v: unknown): CollectState | null {
  if (!isObj(v) || typeof v.step !== 'number' || !STEP_VALUES.includes(v.step)) return null;
  if (!Array.isArray(v.parcels) || !v.parcels.every(isParcel) || !isStrList(v.scanned) || typeof v.cashConfirmed !== 'boolean') return null;
  if (v.method !== null && v.method !== 'otp' && v.method !== 'qr' && v.method !== 'trackingId') return null;
  const customer = v.customer;
  if (customer !== null && !(isObj(customer) && isStr(customer.name) && isStr(customer.contact))) return null;
  const problem = v.codProblem;
  if (problem !== null && !(isObj(problem) && (problem.reason === 'notAllowed' || problem.reason === 'unreadable') && isStrList(problem.trackingIds))) return null;
  const released = v.released;
  if (released !== null && !(isObj(released) && isStrList(released.trackingIds) && isStr(released.releasedTo) && typeof released.codTotal === 'number' && isStr(released.at))) {
    return null;
  }
  // A draft kept before parcels set aside were noted has none.
  const setAside = v.setAside ?? [];
  if (!isStrList(setAside)) return null;
  return { ...(v as unknown as CollectState & { step: Step }), setAside };
}

export const COLLECT_DRAFT = defineDraft<CollectState>({ name: 'collect.handover', version: 1, validate: collectStateFrom });
