import { Checkbox, Input, SimpleGrid, Stack, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';
import { memo, useState, type ChangeEvent } from 'react';
import { isPortalError, normalizeError, useT, type CountryConfig } from '@kernel';
import { FormField, SelectField } from '@ui';
import { checkStampValidity } from '../api/orderApi';
import { TOO_LONG, useDeferredText } from '@forms';
import type { ParcelForm } from '../model/parcel';
import { idServerProblem, stampIdLocalProblem } from '../model/parcelRules';

export interface ParcelFieldsProps {
  parcel: Readonly<ParcelForm>;
  update: (patch: Partial<ParcelForm>) => void;
  /** Field → message id, from parcelFieldProblems. */
  problems: Record<string, string>;
  showAll: boolean;
  country: CountryConfig;
  stampRequired: boolean;
  otherIds: readonly string[];
  /** COD ticked at a point without COD service: the page sets the parcel aside. */
  onCodRefused: () => void;
  codAllowed: boolean;
  disabled?: boolean;
}

/**
 * The parcel's own fields of a post order: stamp id, weight, delivery type, COD, insurance, instructions. Typed text
 * is committed after a pause, on blur and on Enter (forms/deferredText.ts), never cut at a length limit (the rules
 * say when it is too long); the group renders again only when one
 * of its own fields, problems or settings changed (sameFieldsProps), not when the recipient did.
 */
export const ParcelFields = memo(function ParcelFields(props: ParcelFieldsProps) {
  const { parcel, update, problems, showAll, country, stampRequired, otherIds, onCodRefused, codAllowed, disabled } = props;
  const t = useT();
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [stampServer, setStampServer] = useState<{ id: string; problem: string | null; busy: boolean } | null>(null);
  const touch = (f: string) => setTouched((s) => (s[f] ? s : { ...s, [f]: true }));
  const err = (f: string) => {
    if (f === 'stampId' && stampServer && stampServer.id === parcel.stampId.id && stampServer.problem) return t(stampServer.problem);
    const id = problems[f];
    // A text past its limit says so at once: nothing was cut, so the operator learns it while still typing.
    return id && (showAll || touched[f] || id === TOO_LONG) ? t(id) : null;
  };
  const key = parcel.key;
  const insuredAlways = country.orderRules?.insuredValueAlwaysAsked === true;

  // Part 1 §5: on blur, the format and duplicate rules, then the server decides (used, invalid). `typed` is the text
  // just committed: the draft's copy (`parcel`) is this render's, from before the commit.
  const verifyStamp = async (typed: string) => {
    touch('stampId');
    const id = typed.trim();
    const verified = typed === parcel.stampId.id && parcel.stampId.isVerified;
    if (id === '' || verified || stampIdLocalProblem(id, otherIds)) return;
    setStampServer({ id, problem: null, busy: true });
    try {
      const res = await checkStampValidity(id);
      const problem = res.valid ? null : 'invalid_stamp_id';
      setStampServer({ id, problem, busy: false });
      if (!problem) update({ stampId: { id, isVerified: true } });
    } catch (e) {
      setStampServer({ id, problem: idServerProblem(isPortalError(e) ? e : normalizeError(e), 'stamp'), busy: false });
    }
  };

  return (
    <Stack gap="4">
      {parcel.kind === 'POST' && (
        <FormField id={`${key}-stamp`} label={t('orders.stamp_id')} error={err('stampId')} required={stampRequired}
          help={stampServer?.busy ? t('orders.checking') : parcel.stampId.isVerified && parcel.stampId.id ? t('orders.stamp_verified') : undefined}>
          <DeferredInput value={parcel.stampId.id} autoComplete="off" disabled={disabled}
            commit={(id) => update({ stampId: { id, isVerified: false } })}
            onLeave={(typed) => void verifyStamp(typed)} />
        </FormField>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField id={`${key}-weight`} label={t('orders.weight_kg')} error={err('weight')} required>
          <DeferredInput inputMode="decimal" value={parcel.weight} disabled={disabled}
            rewrite={(v) => v.replace(',', '.')} commit={(weight) => update({ weight })} onLeave={() => touch('weight')} />
        </FormField>
        <SelectField label={t('orders.delivery_type')} value={parcel.deliveryType} required disabled={disabled}
          error={err('deliveryType')}
          onChange={(v) => update({ deliveryType: v as ParcelForm['deliveryType'] })}
          options={country.deliveryTypes.map((d) => ({ value: d, label: t(`orders.delivery.${d}`) }))} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Stack gap="2">
          <Checkbox.Root checked={parcel.cod} disabled={disabled}
            onCheckedChange={(e) => {
              const on = e.checked === true;
              if (on && !codAllowed) { onCodRefused(); return; }
              update({ cod: on, codValue: on ? parcel.codValue : '', cost: null });
            }}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('orders.cod')}</Checkbox.Label>
          </Checkbox.Root>
          {parcel.cod && (
            <FormField id={`${key}-cod`} label={t('orders.cod_amount', { currency: country.currency.code })} error={err('codValue')} required>
              <DeferredInput inputMode="decimal" value={parcel.codValue} disabled={disabled}
                commit={(codValue) => update({ codValue })} onLeave={() => touch('codValue')} />
            </FormField>
          )}
        </Stack>
        <Stack gap="2">
          {!insuredAlways && (
            <Checkbox.Root checked={parcel.insurance} disabled={disabled}
              onCheckedChange={(e) => update({ insurance: e.checked === true, insuredValue: e.checked === true ? parcel.insuredValue : '' })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('orders.insurance')}</Checkbox.Label>
            </Checkbox.Root>
          )}
          {(parcel.insurance || insuredAlways) && (
            <FormField id={`${key}-insured`} label={t('orders.insured_value', { currency: country.currency.code })} error={err('insuredValue')} required>
              <DeferredInput inputMode="decimal" value={parcel.insuredValue} disabled={disabled}
                commit={(insuredValue) => update({ insuredValue })} onLeave={() => touch('insuredValue')} />
            </FormField>
          )}
        </Stack>
      </SimpleGrid>
      <FormField id={`${key}-pickup`} label={t('orders.pickup_instruction')} error={err('description')} required={country.orderRules?.pickupInstructionRequired === true}>
        <DeferredTextarea rows={2} value={parcel.description} disabled={disabled}
          commit={(description) => update({ description })} onLeave={() => touch('description')} />
      </FormField>
      <FormField id={`${key}-comments`} label={t('orders.comments')} error={err('comments')}>
        <DeferredTextarea rows={2} value={parcel.comments} disabled={disabled}
          commit={(comments) => update({ comments })} onLeave={() => touch('comments')} />
      </FormField>
    </Stack>
  );
}, sameFieldsProps);

/** What the group shows of the parcel. */
const SHOWN: ReadonlyArray<keyof ParcelForm> = ['key', 'kind', 'stampId', 'weight', 'deliveryType', 'cod', 'codValue', 'insurance', 'insuredValue', 'description', 'comments'];

function sameFieldsProps(a: ParcelFieldsProps, b: ParcelFieldsProps): boolean {
  const keys = Object.keys(b) as Array<keyof ParcelFieldsProps>;
  if (keys.length !== Object.keys(a).length) return false;
  return keys.every((k) => {
    if (k === 'parcel') return SHOWN.every((f) => Object.is(a.parcel[f], b.parcel[f]));
    if (k === 'otherIds') return a.otherIds.length === b.otherIds.length && a.otherIds.every((id, i) => id === b.otherIds[i]);
    return Object.is(a[k], b[k]);
  });
}

interface DeferredProps {
  /** The draft's text. */
  value: string;
  /** Writes the text to the draft (after a pause in typing, on blur, on Enter). */
  commit: (text: string) => void;
  /** Rewrites the text as it is typed (a decimal comma to a point), keeping the caret. */
  rewrite?: (text: string) => string;
  /** The field was left (blur or Enter), with its text, committed. */
  onLeave?: (text: string) => void;
}

function rewriteInPlace(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>, rewrite: ((text: string) => string) | undefined) {
  if (!rewrite) return;
  const el = e.target;
  const next = rewrite(el.value);
  if (next === el.value) return;
  const caret = el.selectionStart;
  el.value = next;
  if (caret !== null) el.setSelectionRange(caret, caret);
}

/** An input whose typing stays in it until committed (forms/deferredText.ts). */
function DeferredInput({ value, commit, rewrite, onLeave, ...rest }: DeferredProps & Omit<InputProps, keyof DeferredProps | 'defaultValue'>) {
  const text = useDeferredText<HTMLInputElement>(value, commit);
  return (
    <Input {...rest} ref={text.ref} defaultValue={text.initial}
      onChange={(e) => { rewriteInPlace(e, rewrite); text.onChange(); }}
      onBlur={() => onLeave?.(text.flush())}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        onLeave?.(text.flush());
      }} />
  );
}

/** The same for several lines (Enter is a new line there; the text is committed on blur or after a pause). */
function DeferredTextarea({ value, commit, rewrite, onLeave, ...rest }: DeferredProps & Omit<TextareaProps, keyof DeferredProps | 'defaultValue'>) {
  const text = useDeferredText<HTMLTextAreaElement>(value, commit);
  return (
    <Textarea {...rest} ref={text.ref} defaultValue={text.initial}
      onChange={(e) => { rewriteInPlace(e, rewrite); text.onChange(); }}
      onBlur={() => onLeave?.(text.flush())} />
  );
}
