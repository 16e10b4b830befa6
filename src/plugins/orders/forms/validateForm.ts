/**
 * Orders' forms checked the way the shared forms module checks any record (validateRecord): the order pages pass the
 * country's whole forms file or one form, by kind.
 */
import type { CountryConfig, FormSpec, FormsConfig } from '@kernel';
import { validateRecord, type ValidateContext } from '@forms';
import type { FormKind } from './kinds';

/** The problems of a recipient, pack or sign-up value as field → message id; empty when it can be sent. */
export function validateRecipient(
  kind: FormKind,
  formConfig: FormsConfig | FormSpec,
  country: CountryConfig,
  value: object,
  context: ValidateContext = {},
): Record<string, string> {
  const spec = isSpec(formConfig) ? formConfig : formConfig[kind];
  if (!spec) throw new Error(`the country's forms have no "${kind}" form`);
  return validateRecord(spec, country, value, context);
}

function isSpec(config: FormsConfig | FormSpec): config is FormSpec {
  return 'schema' in config && 'uiSchema' in config && typeof config.uiSchema === 'object';
}
