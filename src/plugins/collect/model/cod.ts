// Cash on delivery at the counter: which scanned parcels carry COD, whether the point may take it, and the sum.
import type { CollectParcel } from './parcel';

/** Sums amounts in hundredths, so 0.1 + 0.2 is 0.3 and not 0.30000000000000004. */
export function sumMoney(amounts: readonly number[]): number {
  return amounts.reduce((cents, a) => cents + Math.round(a * 100), 0) / 100;
}

/** What the scanned parcels ask of the counter before release. */
export type CodCheck =
  | { kind: 'none' }
  | { kind: 'confirm'; total: number; parcels: CollectParcel[] }
  | { kind: 'error'; reason: 'notAllowed' | 'unreadable'; parcels: CollectParcel[] };

/**
 * No COD among them: release. COD at a point that may not take it (allowCodService off): error, every COD parcel
 * set aside. An amount that cannot be read: error, those parcels set aside. Otherwise: confirm the total.
 */
export function codCheck(scanned: readonly CollectParcel[], codAllowed: boolean): CodCheck {
  const cod = scanned.filter((p) => p.isCod);
  if (cod.length === 0) return { kind: 'none' };
  if (!codAllowed) return { kind: 'error', reason: 'notAllowed', parcels: cod };
  const unreadable = cod.filter((p) => p.codAmount === null);
  if (unreadable.length > 0) return { kind: 'error', reason: 'unreadable', parcels: unreadable };
  return { kind: 'confirm', total: sumMoney(cod.map((p) => p.codAmount ?? 0)), parcels: cod };
}
