import type { FormSpec } from '@kernel';
import { orderedFields } from '../form/fieldOrder';
import { signup } from '../state/signupStore';

/** After a refused Next: the first field with a problem gets the focus (the operator's eyes follow it). */
function focusFirstProblem(idPrefix: string, fields: readonly string[]): void {
  for (const name of fields) {
    // The shared form's input ids: <idPrefix>_<field>.
    const el = document.getElementById(`${idPrefix}_${name}`);
    if (el) {
      el.focus();
      el.scrollIntoView({ block: 'center' });
      return;
    }
  }
}

/**
 * A step's Next with the form's `errors`: refused while there are any (every error shows, the first field with one,
 * in the form's order, gets the focus); otherwise the errors shown so far are reset for the next step.
 * True when refused.
 */
export function refuseNext(spec: FormSpec, idPrefix: string, errors: Readonly<Record<string, unknown>>): boolean {
  const wrong = orderedFields(spec).filter((f) => errors[f]);
  signup.showAllErrors = Object.keys(errors).length > 0;
  if (!signup.showAllErrors) return false;
  focusFirstProblem(idPrefix, wrong);
  return true;
}
