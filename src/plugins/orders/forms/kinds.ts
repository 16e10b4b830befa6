/**
 * The forms orders renders from config/forms/<country>.json, declared in its manifest: the config check requires
 * each in every country's file and refuses a field the code below does not know (it would never reach the API).
 */
import type { FormSpec, FormsConfig, PluginManifest } from '@kernel';

type FormKinds = NonNullable<PluginManifest['forms']>;

const ADDRESS = ['contact', 'name', 'email', 'postCode', 'state', 'city', 'district', 'address', 'address2', 'lat', 'lng',
  'l1_id', 'l2_id', 'l3_id', 'billing_zone', 'billing_zone_metadata'] as const;

export const ORDER_FORM_KINDS: FormKinds = [
  {
    id: 'recipient',
    description: 'The recipient details form of post orders.',
    fields: [...ADDRESS, 'quickAddress', 'consigneeInfoId'],
  },
  {
    id: 'pack',
    description: "The manual pack form: pack id, description and the recipient's address.",
    fields: ['packId', 'description', ...ADDRESS],
  },
];

/** A kind of form orders renders. */
export type FormKind = 'recipient' | 'pack';

/** A country's forms as orders reads them, one per kind it declares. */
export type OrderForms = Readonly<Record<FormKind, FormSpec>>;

/** The country's forms file with every kind orders declares; undefined when one is missing (the config check refuses that). */
export function orderForms(forms: FormsConfig | undefined): OrderForms | undefined {
  return forms && ORDER_FORM_KINDS.every((k) => Object.hasOwn(forms, k.id)) ? (forms as unknown as OrderForms) : undefined;
}
