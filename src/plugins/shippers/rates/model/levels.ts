import type { FormSpec } from '@kernel';
import { fieldsWithWidget, fieldUi } from '@forms';
import type { Level, LevelField } from '@forms';

/** An address level of the destination and the message id of its label. */
export interface DestinationLevel extends LevelField {
  titleId: string;
}

const STANDARD: readonly DestinationLevel[] = [
  { level: 1, field: 'state', titleId: 'orders_form.state' },
  { level: 2, field: 'city', titleId: 'orders_form.city' },
  { level: 3, field: 'district', titleId: 'orders_form.district' },
];

/**
 * The destination's address levels: those of the country's recipient form (config/forms/<cc>.json, its location
 * widgets, top first), so an admin who drops a level there drops it here too; state, city and district without one.
 */
export function destinationLevels(spec: FormSpec | undefined): readonly DestinationLevel[] {
  if (!spec) return STANDARD;
  const levels = fieldsWithWidget(spec, 'location').map((field) => {
    const ui = fieldUi(spec, field);
    const level = (ui['ui:options']?.level ?? 1) as Level;
    const fallback = STANDARD.find((s) => s.level === level)?.titleId ?? 'orders_form.state';
    return { level, field: field as LevelField['field'], titleId: ui['ui:title'] ?? fallback };
  });
  return levels.length > 0 ? levels.sort((a, b) => a.level - b.level) : STANDARD;
}
