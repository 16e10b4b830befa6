/**
 * The simulated server's memory for driver handovers: parcels handed over (to a driver or to the point) and
 * completions that failed once. The in-page simulator starts again on every reload; tests call resetHandoverSim().
 */
export interface SimHandedOver {
  releasedTo: string;
  at: string;
}

const handed = new Map<string, SimHandedOver>();
const failedOnce = new Set<string>();

const key = (country: string, barcode: string) => `${country}:${barcode.toUpperCase()}`;

export function handedOver(country: string, barcode: string): SimHandedOver | undefined {
  return handed.get(key(country, barcode));
}

export function markHandedOver(country: string, barcode: string, value: SimHandedOver): void {
  handed.set(key(country, barcode), value);
}

/** True the first time it is asked for `what`, false after. */
export function firstFailure(what: string): boolean {
  if (failedOnce.has(what)) return false;
  failedOnce.add(what);
  return true;
}

/** A completion's answer kept by idempotency key: the same key again gets it and hands nothing more over. */
export interface KeptAnswer { status: number; body: unknown }
const answers = new Map<string, KeptAnswer>();

export function keptAnswer(country: string, key: string): KeptAnswer | undefined {
  return answers.get(`${country}:${key}`);
}

export function keepAnswer(country: string, key: string, answer: KeptAnswer): void {
  answers.set(`${country}:${key}`, answer);
}

export function resetHandoverSim(): void {
  handed.clear();
  failedOnce.clear();
  answers.clear();
}
