/**
 * The forms the shipper sign-up renders from config/forms/<country>.json, declared in the plugin's manifest: the
 * config check requires each in every country's file and refuses a field the sign-up does not send.
 */
import type { FormSpec, FormsConfig, PluginManifest } from '@kernel';

type FormKinds = NonNullable<PluginManifest['forms']>;

export const SHIPPER_FORM_KINDS: FormKinds = [
  {
    id: 'shipper',
    description: 'The shipper sign-up form: names, IC number and address, return address, billing address, contact.',
    fields: ['firstName', 'lastName', 'icNumber', 'icAddress', 'icPostalCode', 'rtsAddress', 'rtsPostalCode',
      'billingAddress', 'postalCode', 'email', 'shopName', 'mobileNumber'],
  },
  {
    id: 'shipperBank',
    description: "The shipper's bank details for COD payouts: bank, branch, account number, account proof image.",
    fields: ['bankName', 'bankBranch', 'accountNumber', 'accountProof'],
  },
];

/** A kind of form the sign-up renders. */
export type ShipperFormKind = 'shipper' | 'shipperBank';

/** A country's sign-up forms, one per kind declared above. */
export type ShipperForms = Readonly<Record<ShipperFormKind, FormSpec>>;

/** The country's forms file with both sign-up forms; undefined when one is missing (the config check refuses that). */
export function shipperForms(forms: FormsConfig | undefined): ShipperForms | undefined {
  return forms && SHIPPER_FORM_KINDS.every((k) => Object.hasOwn(forms, k.id)) ? (forms as unknown as ShipperForms) : undefined;
}
