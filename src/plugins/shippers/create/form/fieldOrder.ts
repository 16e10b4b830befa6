/** The fields of a config form in the order the admin set (`*` stands for the rest, in schema order). */
import type { FormSpec } from '@kernel';

export function orderedFields(spec: FormSpec): string[] {
  const all = Object.keys(spec.schema.properties);
  const order = spec.uiSchema['ui:order'] ?? ['*'];
  const named = order.filter((n) => n !== '*' && all.includes(n));
  const rest = all.filter((n) => !named.includes(n));
  const at = order.indexOf('*');
  if (at < 0) return named;
  const before = order.slice(0, at).filter((n) => named.includes(n));
  const after = order.slice(at + 1).filter((n) => named.includes(n));
  return [...before, ...rest, ...after];
}

/** Browser autofill hints: a shipper's own details are often already on the counter's phone. */
export const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  mobileNumber: 'tel-national',
  shopName: 'organization',
  billingAddress: 'street-address',
  postalCode: 'postal-code',
};
