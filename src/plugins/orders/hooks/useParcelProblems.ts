import { useMemo } from 'react';
import { usePortal, type CountryConfig, type FlagSet, type FormSpec } from '../../../kernel';
import { validateRecipient } from '../forms/validateForm';
import type { ParcelForm } from '../model/parcel';
import { parcelFieldProblems } from '../model/parcelRules';

export interface ParcelProblems {
  parcel: Record<string, string>;
  recipient: Record<string, string>;
}

// A parcel snapshot is a new object only when that parcel changed, so its problems are computed once per change;
// the recipient's only when the recipient changed.
const cache = new WeakMap<object, { flags: FlagSet; others: string; value: ParcelProblems }>();
const recipientCache = new WeakMap<object, { spec: FormSpec; country: CountryConfig; value: Record<string, string> }>();

/**
 * Problems of every parcel (message ids by field), recomputed only for the parcel that changed. A result with the
 * same problems as the parcel's previous one is that previous object, so a card or field group comparing its props
 * sees no change when a keystroke elsewhere changed nothing it shows.
 */
export function useParcelProblems(parcels: readonly Readonly<ParcelForm>[]): ParcelProblems[] {
  const { countryCode, country, flags, config } = usePortal();
  const forms = config.forms[countryCode];
  // The page's snapshot tracks what its render reads, children included; a memoised card or field group that skips
  // its render reads nothing, and a change to what only it reads would not re-render the page. Reading every field
  // here, on every render of the page, keeps the page subscribed to whole parcels.
  for (const p of parcels) readAll(p);
  return useMemo(() => {
    const previous = new Map(lastByKey);
    lastByKey.clear();
    return parcels.map((p, i) => {
      const otherStampIds = parcels.filter((_, j) => j !== i).map((q) => q.stampId.id).filter(Boolean);
      const others = otherStampIds.join('\n');
      const hit = cache.get(p);
      let value: ParcelProblems;
      if (hit && hit.flags === flags && hit.others === others) {
        value = hit.value;
      } else {
        const spec = forms ? (p.kind === 'PACK' ? forms.pack : forms.recipient) : undefined;
        const before = previous.get(p.key);
        const next: ParcelProblems = {
          parcel: parcelFieldProblems(p as ParcelForm, { country: countryCode, flags, otherStampIds }),
          recipient: spec ? recipientProblems(p, spec, country) : {},
        };
        value = {
          parcel: before && sameProblems(before.parcel, next.parcel) ? before.parcel : next.parcel,
          recipient: before && sameProblems(before.recipient, next.recipient) ? before.recipient : next.recipient,
        };
        if (before && value.parcel === before.parcel && value.recipient === before.recipient) value = before;
        cache.set(p, { flags, others, value });
      }
      lastByKey.set(p.key, value);
      return value;
    });
  }, [parcels, countryCode, country, flags, forms]);
}

/** The latest problems of each parcel on the page, by parcel key. */
const lastByKey = new Map<string, ParcelProblems>();

function recipientProblems(p: Readonly<ParcelForm>, spec: FormSpec, country: CountryConfig): Record<string, string> {
  const hit = recipientCache.get(p.recipient);
  if (hit && hit.spec === spec && hit.country === country) return hit.value;
  const value = validateRecipient(p.kind === 'PACK' ? 'pack' : 'recipient', spec, country, p.recipient);
  recipientCache.set(p.recipient, { spec, country, value });
  return value;
}

function sameProblems(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

function readAll(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  for (const v of Object.values(value)) readAll(v);
}
