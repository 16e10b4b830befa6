/**
 * Every problem of a bulk post row, by column key, as message ids: the recipient columns against the country's
 * recipient form (config/forms through validateRecord), the parcel columns by the order page's rules (a service of
 * orders), and the checks only a file has (stamp ids repeated in the file, the country's delivery types, COD).
 */
import type { CountryConfig, DeliveryType, FlagSet, FormSpec } from '@kernel';
import type { ParcelRules } from '@services';
import { FIELD_LIMITS, isTooLong, validateRecord } from '@forms';
import type { PostLayout } from './columns';
import type { PostRow } from './postFile';

export interface RowContext {
  layout: PostLayout;
  country: CountryConfig;
  recipientForm: FormSpec;
  rules: ParcelRules;
  flags: FlagSet;
  /** The point offers cash on delivery. */
  codAllowed: boolean;
}

/** Recipient columns and the recipient form's fields they fill. */
const RECIPIENT_FIELDS: Readonly<Record<string, string>> = {
  to_name: 'name', to_address1: 'address', to_email: 'email', to_contact: 'contact', to_postcode: 'postCode',
};

const BLANK = 'this_field_cannot_be_left_blank';

/** A delivery type as the country lists it (NEXT_DAY is read as NEXTDAY), or null. */
export function deliveryTypeOf(raw: string, country: Pick<CountryConfig, 'deliveryTypes'>): DeliveryType | null {
  const value = raw.trim().toUpperCase().replace(/[\s_-]/g, '');
  return country.deliveryTypes.find((t) => t.replace(/_/g, '') === value) ?? null;
}

/** Stamp ids used by more than one row (case ignored). */
export function repeatedStampIds(rows: readonly PostRow[]): Set<string> {
  const count = new Map<string, number>();
  for (const r of rows) {
    const id = (r.cells.stamp_id ?? '').trim().toUpperCase();
    if (id) count.set(id, (count.get(id) ?? 0) + 1);
  }
  return new Set([...count].filter(([, n]) => n > 1).map(([id]) => id));
}

function recipientProblems(row: PostRow, ctx: RowContext): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [column, field] of Object.entries(RECIPIENT_FIELDS)) record[field] = row.cells[column] ?? '';
  const errors = validateRecord(ctx.recipientForm, ctx.country, record);
  const out: Record<string, string> = {};
  // The file has no address levels: only the columns it has are checked against the form.
  for (const [column, field] of Object.entries(RECIPIENT_FIELDS)) {
    const e = errors[field];
    if (e) out[column] = e;
  }
  return out;
}

function parcelProblems(row: PostRow, ctx: RowContext, repeated: ReadonlySet<string>): Record<string, string> {
  const out: Record<string, string> = {};
  const cell = (key: string) => (row.cells[key] ?? '').trim();
  const { rules, country } = ctx;

  const shipper = cell(ctx.layout.shipperKey);
  if (!shipper) out[ctx.layout.shipperKey] = BLANK;
  else if (ctx.layout.shipperKey === 'shipper_id' && !/^\d{1,10}$/.test(shipper)) out.shipper_id = 'bulk.invalid_shipper_id';

  const stamp = cell('stamp_id');
  const stampProblem = stamp ? rules.stampIdProblem(stamp, []) : rules.stampIdRequired(ctx.flags) ? BLANK : null;
  if (stampProblem) out.stamp_id = stampProblem;
  else if (repeated.has(stamp.toUpperCase())) out.stamp_id = 'bulk.duplicate_stamp_ids';

  const weight = rules.weightProblem(cell('weight'));
  if (weight) out.weight = weight;

  if (!cell('delivery_type')) out.delivery_type = BLANK;
  else if (!deliveryTypeOf(cell('delivery_type'), country)) out.delivery_type = 'bulk.delivery_type_invalid';

  if (cell('cod')) {
    const cod = ctx.codAllowed ? rules.amountProblem(cell('cod')) : 'bulk.cod_not_allowed';
    if (cod) out.cod = cod;
  }
  if (cell('insured_value') || country.orderRules?.insuredValueAlwaysAsked) {
    const insured = rules.amountProblem(cell('insured_value'));
    if (insured) out.insured_value = insured;
  }
  if (country.orderRules?.pickupInstructionRequired && !cell('pickup_instruction')) out.pickup_instruction = BLANK;
  for (const key of ['pickup_instruction', 'delivery_instruction']) if (isTooLong(cell(key), FIELD_LIMITS.text)) out[key] = 'bulk.too_long';
  if (ctx.layout.columns.some((c) => c.key === 'l1_id')) {
    if (!cell('l1_id')) out.l1_id = BLANK;
    else if (!/^\d{1,10}$/.test(cell('l1_id'))) out.l1_id = 'bulk.invalid_level';
  }
  return out;
}

/** Problems of every row, by line; a row without problems is left out. */
export function rowProblems(rows: readonly PostRow[], ctx: RowContext): Record<number, Record<string, string>> {
  const repeated = repeatedStampIds(rows);
  const out: Record<number, Record<string, string>> = {};
  for (const row of rows) {
    const problems = { ...recipientProblems(row, ctx), ...parcelProblems(row, ctx, repeated) };
    if (Object.keys(problems).length > 0) out[row.line] = problems;
  }
  return out;
}
