/** Ids that tie a field's label, help, error and extra notes to its input (for aria-labelledby/-describedby). */
import { errorId } from '@rjsf/utils';

export const labelId = (id: string) => `${id}__label`;

/** The described-by list of an input: its error when it has one, then any extra notes; undefined when empty. */
export function describedBy(id: string, rawErrors: readonly string[] | undefined, ...extra: Array<string | false | null | undefined>): string | undefined {
  const ids = [rawErrors && rawErrors.length > 0 ? errorId(id) : null, ...extra].filter((x): x is string => Boolean(x));
  return ids.length > 0 ? ids.join(' ') : undefined;
}
