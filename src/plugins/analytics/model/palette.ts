/**
 * Series colours from the Okabe-Ito palette, chosen to stay apart for the common kinds of colour blindness; the
 * order keeps the strongest contrasts between neighbours in a stack. Each chart also has its table view.
 */
export const SERIES_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'] as const;

export function seriesColours(count: number): string[] {
  return Array.from({ length: count }, (_v, i) => SERIES_COLOURS[i % SERIES_COLOURS.length] as string);
}
