import { seriesColours } from '../model/palette';

/**
 * The legend of a chart with more than one series: plain HTML, drawn with the figures, before and apart from the
 * chart's lazily loaded code, so the card has its final height while the drawing is still on its way.
 */
export function ChartLegend({ names }: { names: readonly string[] }) {
  const colours = seriesColours(names.length);
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem', justifyContent: 'center', listStyle: 'none', margin: 0, padding: 0 }}>
      {names.map((name, i) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '0.375rem' }}>
          <span aria-hidden="true" style={{ width: 12, height: 12, borderRadius: 2, background: colours[i] }} />
          {name}
        </li>
      ))}
    </ul>
  );
}
