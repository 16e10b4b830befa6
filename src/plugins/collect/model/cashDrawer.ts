// The end-of-day cash drawer: the COD taken today at this point (from the event log), the cash the operator counted,
// and the difference. Pure functions: the page binds them, a unit test checks the sums.
import { sumMoney } from './cod';

/** One COD parcel handed over today, as the event log has it. */
export interface CodTaken {
  at: string;
  trackingId: string;
  releasedTo: string;
  amount: number;
}

/** An event as the log keeps it (the fields this module reads). */
export interface LoggedEvent {
  at: string;
  dpId: number | null;
  kind: string;
  payload: Record<string, unknown>;
}

/** Midnight of today in the country's UTC offset, as a Date (the start of the operator's business day). */
export function startOfCountryDay(now: number, utcOffsetHours: number): Date {
  const shifted = now + utcOffsetHours * 3_600_000;
  const midnight = shifted - (((shifted % 86_400_000) + 86_400_000) % 86_400_000);
  return new Date(midnight - utcOffsetHours * 3_600_000);
}

/** The COD parcels released at this point among the events, oldest first; other kinds, points and non-COD are left out. */
export function codTakenFrom(events: readonly LoggedEvent[], dpId: number | null): CodTaken[] {
  return events.flatMap((e) => {
    if (e.kind !== 'collectReleased' || e.dpId !== dpId) return [];
    const { trackingId, releasedTo, codCollected } = e.payload;
    if (typeof codCollected !== 'number' || !Number.isFinite(codCollected) || typeof trackingId !== 'string') return [];
    return [{ at: e.at, trackingId, releasedTo: typeof releasedTo === 'string' ? releasedTo : '', amount: codCollected }];
  });
}

/**
 * What the operator typed as the cash counted: digits with an optional decimal part after '.' or ',' (one or two
 * digits), thousands separators (',', '.', spaces) allowed. Null when it is not an amount.
 */
export function parseCounted(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0\u202f_]/g, '');
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole)) return null;
  return Number(`${whole}.${decimal?.[1] ?? '0'}`);
}

export interface DrawerSums {
  expected: number;
  counted: number | null;
  /** counted - expected: positive over, negative short; null before anything is counted. */
  difference: number | null;
}

export function drawerSums(taken: readonly CodTaken[], counted: number | null): DrawerSums {
  const expected = sumMoney(taken.map((t) => t.amount));
  return { expected, counted, difference: counted === null ? null : sumMoney([counted, -expected]) };
}

/**
 * The day's COD from both sources: the server's list (releases from any device of the point) and this device's event
 * log (releases the server has not listed yet). One line a parcel, the server's when both have it; oldest first.
 */
export function mergeTaken(fromServer: readonly CodTaken[], fromLog: readonly CodTaken[]): CodTaken[] {
  const byId = new Map<string, CodTaken>();
  for (const c of fromLog) byId.set(c.trackingId, c);
  for (const c of fromServer) byId.set(c.trackingId, c);
  return [...byId.values()].sort((a, b) => a.at.localeCompare(b.at));
}
