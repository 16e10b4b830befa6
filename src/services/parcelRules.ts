import { defineService, type FlagSet } from '@kernel';

/**
 * The parcel rules of part 1 §5 that are not in the recipient form (weight, amounts, stamp id), as the order page
 * applies them, for flows that check parcels elsewhere (bulk files). Each problem is a message id, or null.
 */
export interface ParcelRules {
  weightProblem(raw: string): string | null;
  amountProblem(raw: string): string | null;
  /** The format and length of a stamp id, then a repeat among `otherIds`. */
  stampIdProblem(id: string, otherIds: readonly string[]): string | null;
  /** Whether the country's flags make a post order's stamp id mandatory. */
  stampIdRequired(flags: FlagSet): boolean;
  /** The service level the server expects for a delivery type. */
  serviceLevel(deliveryType: string): string;
}

export const PARCEL_RULES = defineService<ParcelRules>('parcelRules', 'checks a parcel’s weight, amounts and stamp id as the order page does');
