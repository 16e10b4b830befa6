/**
 * The bulk file's columns as data (part 1 §3): the one source of truth for the type decision, the row reader, the
 * validator and the templates. A post file's header must be exactly one of these column sets, in any order.
 */

/** What a cell holds: the validator and the request builder read it. */
export type ColumnKind = 'shipper' | 'stampId' | 'name' | 'address' | 'email' | 'phone' | 'postcode' | 'weight' | 'deliveryType' | 'text' | 'amount' | 'level';

export interface BulkColumn {
  /** The header cell, as the file and the template write it. */
  key: string;
  kind: ColumnKind;
  required: boolean;
  /** The example value of the templates (a seeded shipper and recipient of the demo). */
  example: string;
}

/** The row field every post variant names its shipper by. */
export type ShipperKey = 'shipper_id' | 'external_shipper_id';

const col = (key: string, kind: ColumnKind, required: boolean, example: string): BulkColumn => ({ key, kind, required, example });

/** The columns after the shipper's, shared by every post variant. */
const PARCEL_COLUMNS: readonly BulkColumn[] = [
  col('stamp_id', 'stampId', false, 'STAMP0001'),
  col('to_name', 'name', true, 'Somchai Jaidee'),
  col('to_address1', 'address', true, '99 Tiwanon Road'),
  col('to_email', 'email', false, 'somchai@example.com'),
  col('to_contact', 'phone', true, '812345601'),
  col('to_postcode', 'postcode', true, '11000'),
  col('weight', 'weight', true, '1.5'),
  col('delivery_type', 'deliveryType', true, 'NEXTDAY'),
  col('delivery_instruction', 'text', false, 'Leave at the door'),
  col('pickup_instruction', 'text', false, 'Fragile'),
  col('cod', 'amount', false, ''),
  col('insured_value', 'amount', false, ''),
];

/** The variants of a post file (part 1 §3 and §5); `province` adds the first address level (Thailand). */
export type PostVariant = 'post' | 'postExternal' | 'province' | 'provinceExternal';

export interface PostLayout {
  variant: PostVariant;
  shipperKey: ShipperKey;
  columns: readonly BulkColumn[];
}

function layout(variant: PostVariant, shipperKey: ShipperKey, province: boolean): PostLayout {
  const shipper = col(shipperKey, 'shipper', true, shipperKey === 'shipper_id' ? '3301' : 'BGH-TH-1001');
  const level = province ? [col('l1_id', 'level', true, '12')] : [];
  return { variant, shipperKey, columns: [shipper, ...PARCEL_COLUMNS, ...level] };
}

export const POST_LAYOUTS: readonly PostLayout[] = [
  layout('post', 'shipper_id', false),
  layout('postExternal', 'external_shipper_id', false),
  layout('province', 'shipper_id', true),
  layout('provinceExternal', 'external_shipper_id', true),
];

/** The one column of a send (lodge-in) file; a first cell equal to it is a header, not a parcel. */
export const SEND_HEADER = 'tracking_id';

export function layoutOf(variant: PostVariant): PostLayout {
  const found = POST_LAYOUTS.find((l) => l.variant === variant);
  if (!found) throw new Error(`unknown post variant ${variant}`);
  return found;
}
