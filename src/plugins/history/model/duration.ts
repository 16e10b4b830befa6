/** The time between two events, split for the words 'x min', 'x h y min' or 'x d y h' (the catalogs have them). */
export type DurationParts =
  | { id: 'details.duration_m'; values: { minutes: number } }
  | { id: 'details.duration_hm'; values: { hours: number; minutes: number } }
  | { id: 'details.duration_dh'; values: { days: number; hours: number } };

export function durationParts(fromIso: string, toIso: string): DurationParts {
  const minutes = Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  if (minutes < 60) return { id: 'details.duration_m', values: { minutes } };
  if (minutes < 24 * 60) return { id: 'details.duration_hm', values: { hours: Math.floor(minutes / 60), minutes: minutes % 60 } };
  return { id: 'details.duration_dh', values: { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60) } };
}
