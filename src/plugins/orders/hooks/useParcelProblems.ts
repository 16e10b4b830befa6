import { useMemo, useRef } from 'react';
import { usePortal, type CountryCode, type CountryConfig, type FlagSet, type FormsConfig } from '@kernel';
import { validateRecipient } from '../forms/validateForm';
import type { ParcelForm } from '../model/parcel';
import { parcelFieldProblems } from '../model/parcelRules';

export interface ParcelProblems {
  parcel: Record<string, string>;
  recipient: Record<string, string>;
}

/** What the rules depend on besides the parcel: the point's country, its flags and forms. */
export interface ProblemContext {
  countryCode: CountryCode;
  country: CountryConfig;
  flags: FlagSet;
  forms: FormsConfig | undefined;
}

export const NO_PROBLEMS: ParcelProblems = Object.freeze({ parcel: Object.freeze({}), recipient: Object.freeze({}) }) as ParcelProblems;

// A parcel snapshot is a new object only when that parcel changed, and its recipient only when the recipient did:
// the recipient form's rules run once per change of the recipient.
const recipientCache = new WeakMap<object, { forms: FormsConfig; country: CountryConfig; choicesShown: boolean; value: Record<string, string> }>();

/**
 * Problems of one parcel (message ids by field). `consigneeChoicesShown`: the saved-consignee list is on screen, so
 * a pick is required (part 1 §5 'please select an item').
 */
export function parcelProblems(
  p: Readonly<ParcelForm>,
  otherIds: readonly string[],
  ctx: ProblemContext,
  consigneeChoicesShown = false,
): ParcelProblems {
  return {
    parcel: parcelFieldProblems(p as ParcelForm, { country: ctx.country, flags: ctx.flags, otherIds }),
    recipient: withPackIdDuplicate(p, recipientProblems(p, ctx, consigneeChoicesShown), otherIds),
  };
}

function recipientProblems(p: Readonly<ParcelForm>, ctx: ProblemContext, choicesShown: boolean): Record<string, string> {
  const { forms, country } = ctx;
  if (!forms) return {};
  const hit = recipientCache.get(p.recipient);
  if (hit && hit.forms === forms && hit.country === country && hit.choicesShown === choicesShown) return hit.value;
  const kind = p.kind === 'PACK' ? 'pack' : 'recipient';
  const value = validateRecipient(kind, forms, country, p.recipient, { consigneeChoicesShown: choicesShown });
  recipientCache.set(p.recipient, { forms, country, choicesShown, value });
  return value;
}

/** Stamp and pack ids of the other parcels, for the duplicate rules (one id may be on one parcel only). */
export function otherIdsOf(parcels: ReadonlyArray<Readonly<ParcelForm>>, index: number): string[] {
  return parcels
    .filter((_, j) => j !== index)
    .flatMap((q) => [q.stampId.id, 'packId' in q.recipient ? q.recipient.packId : ''])
    .filter(Boolean);
}

/** A pack id another parcel of the session already has: refused before anything is sent (part 1 §2). */
function withPackIdDuplicate(p: Readonly<ParcelForm>, recipient: Record<string, string>, otherIds: readonly string[]): Record<string, string> {
  if (recipient.packId || !('packId' in p.recipient)) return recipient;
  const id = p.recipient.packId.trim().toUpperCase();
  if (id === '' || !otherIds.some((other) => other.trim().toUpperCase() === id)) return recipient;
  return { ...recipient, packId: 'order_with_id_already_added' };
}

/** True when a parcel has a problem in its own fields or its recipient form. */
export function hasProblems(p: ParcelProblems): boolean {
  return Object.keys(p.parcel).length > 0 || Object.keys(p.recipient).length > 0;
}

/** The point's rule context, from the portal. */
export function useProblemContext(): ProblemContext {
  const { countryCode, country, flags, config } = usePortal();
  const forms = config.forms[countryCode];
  return useMemo(() => ({ countryCode, country, flags, forms }), [countryCode, country, flags, forms]);
}

/**
 * One card's problems, recomputed when its parcel or the other stamp ids change. A result equal to the previous one
 * is the previous object, so memoised parts comparing it see no change when a commit changed no problem.
 */
export function useCardProblems(p: Readonly<ParcelForm>, otherIds: readonly string[]): ParcelProblems {
  const ctx = useProblemContext();
  const last = useRef<ParcelProblems>(NO_PROBLEMS);
  const others = otherIds.join('\n');
  return useMemo(() => {
    const next = parcelProblems(p, others === '' ? [] : others.split('\n'), ctx);
    const before = last.current;
    const parcel = sameProblems(before.parcel, next.parcel) ? before.parcel : next.parcel;
    const recipient = sameProblems(before.recipient, next.recipient) ? before.recipient : next.recipient;
    last.current = parcel === before.parcel && recipient === before.recipient ? before : { parcel, recipient };
    return last.current;
  }, [p, others, ctx]);
}

function sameProblems(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
