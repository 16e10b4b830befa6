/**
 * The `ui:widget` names every form may use: the shared forms module (src/forms) draws each of them, for any plugin.
 * A plugin's own widget is named in its manifest, on the form kind that uses it (`forms[].widgets`); the config check
 * refuses any other name. Kept here, below the forms module, so the check knows the names without drawing code.
 */
export const SHARED_FORM_WIDGETS = [
  'text', 'email', 'textarea', 'hidden', 'phone', 'postcode', 'location', 'quickAddress', 'consignee', 'packId', 'code',
  'image', 'select',
] as const;

/** A widget name of the shared forms module. */
export type SharedFormWidget = (typeof SHARED_FORM_WIDGETS)[number];
