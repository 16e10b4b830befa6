import { seededRandom } from './random';
import { resetRemoteFlags } from './remoteFlags';
import { resetTwoFactorState } from './twoFactor';
import { resetShippers } from './shippers';
import { resetTasks } from './tasks';

/**
 * How the simulated server misbehaves, so unhappy paths can be shown and tested. 'lost-next': the next create call
 * (an order, a bulk chunk) is carried out, then its answer is lost on the way, as a timeout after the server acted.
 * 'offline': every call fails as a dropped network does (no answer at all). 'flaky': a share of calls get no answer,
 * some of them after the server acted (see `flakyDrop`).
 */
export type SimFault = 'none' | '500' | 'timeout' | '401-next' | 'lost-next' | 'offline' | 'flaky';

export interface SimControl {
  /** Added before every answer. */
  latencyMs: number;
  fault: SimFault;
  /**
   * `?sim=contract-break`: every answer of a page's call is changed so that it breaks the API contract (a field of
   * the wrong type, else `data` left out; see contractBreak.ts), as a real API that drifted would answer. Choosing
   * any fault in the panel (Normal too) ends it.
   */
  contractBreak?: true;
}

export const SLOW_LATENCY_MS = 2000;
/** Session storage key: the choice survives the portal's own navigations and reloads within the tab. */
export const CONTROL_STORAGE_KEY = 'dp.sim';

const DEFAULT_CONTROL: SimControl = Object.freeze({ latencyMs: 0, fault: 'none' });
const CONTRACT_BREAK = 'contract-break';
const FAULTS: readonly SimFault[] = ['none', '500', 'timeout', '401-next', 'lost-next', 'offline', 'flaky'];

function isFault(value: unknown): value is SimFault {
  return (FAULTS as readonly unknown[]).includes(value);
}

function readStored(): SimControl | null {
  try {
    const text = globalThis.sessionStorage?.getItem(CONTROL_STORAGE_KEY);
    if (!text) return null;
    const raw = JSON.parse(text) as Partial<Record<keyof SimControl, unknown>>;
    const latencyMs = typeof raw.latencyMs === 'number' && raw.latencyMs >= 0 ? raw.latencyMs : 0;
    return { latencyMs, fault: isFault(raw.fault) ? raw.fault : 'none', ...(raw.contractBreak === true ? { contractBreak: true as const } : {}) };
  } catch {
    return null;
  }
}

function writeStored(value: SimControl): void {
  try {
    globalThis.sessionStorage?.setItem(CONTROL_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // No storage (private mode, node): the choice just does not survive a reload.
  }
}

// Replaced, never mutated, so getControl() is a stable snapshot for useSyncExternalStore.
let state: Readonly<SimControl> = Object.freeze(readStored() ?? DEFAULT_CONTROL);
const listeners = new Set<() => void>();

export function getControl(): Readonly<SimControl> {
  return state;
}

export function setControl(partial: Partial<SimControl>): void {
  // A fault chosen (the panel's Apply) replaces the whole misbehaviour, a contract break with it.
  const next: SimControl = { ...state, ...partial };
  if ('fault' in partial && !partial.contractBreak) delete next.contractBreak;
  if (!isFault(next.fault)) next.fault = 'none';
  if (!Number.isFinite(next.latencyMs) || next.latencyMs < 0) next.latencyMs = 0;
  state = Object.freeze(next);
  writeStored(state);
  listeners.forEach((l) => l());
}

/** For the dev panel: re-render when a fault is consumed (401-next) or set elsewhere. */
export function subscribeControl(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once when the 'lost-next' fault is set, which it then clears: the calling handler drops its answer. */
export function takeLostAnswer(): boolean {
  if (state.fault === 'flaky') return flakyDrop() !== null;
  if (state.fault !== 'lost-next') return false;
  setControl({ fault: 'none' });
  return true;
}

// Seeded: a flaky run drops the same calls each time, so a failure seen once can be seen again.
let flakyRandom = seededRandom(28);

/** Share of calls the 'flaky' server drops: before acting at the gate, and again after acting in the create handlers. */
export const FLAKY_DROP_SHARE = 0.25;

/** Under 'flaky', whether this call's answer is dropped ('drop') or not (null); always null under other faults. */
export function flakyDrop(): 'drop' | null {
  if (state.fault !== 'flaky') return null;
  return flakyRandom() < FLAKY_DROP_SHARE ? 'drop' : null;
}

/**
 * The control a page URL asks for: `?sim=slow,500` and so on (slow, 500, timeout, 401-next, lost-next, offline, flaky,
 * contract-break; normal resets).
 * A `sim` parameter describes the whole state, starting from normal; null when the URL has none.
 */
export function controlFromUrl(search: string): SimControl | null {
  const raw = new URLSearchParams(search).get('sim');
  if (raw === null) return null;
  const result: SimControl = { ...DEFAULT_CONTROL };
  for (const part of raw.split(',').map((p) => p.trim().toLowerCase())) {
    if (part === 'slow') result.latencyMs = SLOW_LATENCY_MS;
    else if (part === CONTRACT_BREAK) result.contractBreak = true;
    else if (isFault(part) && part !== 'none') result.fault = part;
  }
  return result;
}

/** Back to a well-behaved server with fresh memory (tests call this between cases). */
export function resetSimState(): void {
  flakyRandom = seededRandom(28);
  setControl(DEFAULT_CONTROL);
  resetTwoFactorState();
  resetRemoteFlags();
  resetShippers();
  resetTasks();
}
