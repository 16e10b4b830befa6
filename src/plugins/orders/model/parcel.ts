import type { DeliveryType } from '@kernel';
import type { Shipper } from '../api/types';
import { emptyPack, emptyRecipient, type PackValue, type RecipientValue } from './recipient';
import type { ParcelCost } from './fees';
import type { CreateAttempt } from './attempt';

import type { PricedParcelFields } from '@services';

export type { PricedParcelFields, ScannedParcel, SessionType } from '@services';

/** Outcome of creating a parcel's order. */
export interface OrderOutcome {
  status: 'success' | 'failed';
  message: string;
  trackingId?: string;
}

/** A post or pack parcel being filled in (part 1 §3 "Parcel (form)"). */
export interface ParcelForm extends PricedParcelFields {
  /** Stable key for lists and input ids. */
  key: string;
  kind: 'POST' | 'PACK';
  stampId: { id: string; isVerified: boolean };
  /** Pickup instruction (required in Indonesia). */
  description: string;
  comments: string;
  recipient: RecipientValue | PackValue;
  /** Pack image uploaded for a pack parcel. */
  imageUrl: string | null;
  cost: ParcelCost | null;
  oc: OrderOutcome | null;
  awb: { processing: boolean; failed: boolean } | null;
}

/** Sender and parcels of a post or pack order. */
export interface OrderDraft {
  parcels: ParcelForm[];
  senderDetails: Shipper | null;
  receiptId: number | null;
  /** The create call sent and not answered yet, with its idempotency key (model/attempt.ts); absent in old drafts. */
  attempt?: CreateAttempt | null;
}

let seq = 0;
function newKey(): string {
  seq += 1;
  return `p${Date.now().toString(36)}${seq}`;
}

/**
 * A new parcel: weight 1, the country's first delivery type (STANDARD where offered), stamp id unverified unless it
 * came from a scan.
 */
export function newParcel(kind: 'POST' | 'PACK', deliveryTypes: readonly DeliveryType[], scanned?: { stampId?: string; packId?: string }): ParcelForm {
  const recipient = kind === 'PACK' ? { ...emptyPack(), packId: scanned?.packId ?? '' } : emptyRecipient();
  return {
    key: newKey(),
    kind,
    stampId: { id: scanned?.stampId ?? '', isVerified: Boolean(scanned?.stampId) },
    weight: '1',
    deliveryType: deliveryTypes.includes('STANDARD') ? 'STANDARD' : (deliveryTypes[0] ?? 'STANDARD'),
    cod: false,
    codValue: '',
    insurance: false,
    insuredValue: '',
    description: '',
    comments: '',
    recipient,
    imageUrl: null,
    cost: null,
    oc: null,
    awb: null,
  };
}
