/**
 * The shippers simulator's memory: the sign-ups of this session (the shippers they made join the kit's shipper list).
 * The in-page simulator restarts on every reload; tests call resetShippersSim() between cases.
 */
import type { CountryCode, ImageRecord } from '@sim/kit';

/** What the sign-up wizard sent, and what set-up and the bank proof upload did with it. */
export interface SignupRecord {
  country: CountryCode;
  shopName: string;
  setup: Record<string, unknown> | null;
  setupAttempts: number;
  proof: ImageRecord | null;
}

interface ShippersSimState {
  /** Shippers signed up in this session (POST 2.1/shippers), by legacy id. */
  signups: Map<number, SignupRecord>;
  /** The number of the next signed-up shipper. */
  nextShipper: number;
}

const fresh = (): ShippersSimState => ({ signups: new Map(), nextShipper: 1 });

export let sim: ShippersSimState = fresh();

/** Back to no sign-up: tests call it between cases. */
export function resetShippersSim(): void {
  sim = fresh();
}

export function nextShipperNumber(): number {
  const n = sim.nextShipper;
  sim.nextShipper = n + 1;
  return n;
}
