import { useMemo } from 'react';
import { usePortal, type FlagSet } from '../../../kernel';
import { validateRecipient } from '../forms/validateForm';
import type { ParcelForm } from '../model/parcel';
import { parcelFieldProblems } from '../model/parcelRules';

export interface ParcelProblems {
  parcel: Record<string, string>;
  recipient: Record<string, string>;
}

// A parcel snapshot is a new object only when that parcel changed, so its problems are computed once per change.
const cache = new WeakMap<object, { flags: FlagSet; others: string; value: ParcelProblems }>();

/** Problems of every parcel (message ids by field), recomputed only for the parcel that changed. */
export function useParcelProblems(parcels: readonly Readonly<ParcelForm>[]): ParcelProblems[] {
  const { countryCode, country, flags, config } = usePortal();
  const forms = config.forms[countryCode];
  return useMemo(() => parcels.map((p, i) => {
    const otherStampIds = parcels.filter((_, j) => j !== i).map((q) => q.stampId.id).filter(Boolean);
    const others = otherStampIds.join('\n');
    const hit = cache.get(p);
    if (hit && hit.flags === flags && hit.others === others) return hit.value;
    const formConfig = forms ? (p.kind === 'PACK' ? forms.pack : forms.recipient) : undefined;
    const value: ParcelProblems = {
      parcel: parcelFieldProblems(p as ParcelForm, { country: countryCode, flags, otherStampIds }),
      recipient: formConfig ? validateRecipient(p.kind === 'PACK' ? 'pack' : 'recipient', formConfig, country, p.recipient) : {},
    };
    cache.set(p, { flags, others, value });
    return value;
  }), [parcels, countryCode, country, flags, forms]);
}
