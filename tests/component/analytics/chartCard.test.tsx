// A chart under the fold is not loaded or drawn until it is asked for (scrolled near, or reached from the keyboard):
// until then its place says nothing is loading, because nothing is, and its table view works at once.
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '../../../src/kernel/i18n/intl';
import { ChartCard } from '../../../src/plugins/analytics/components/ChartCard';
import { fullSystem } from '../../../src/ui/fullSystem';

const drawn = vi.fn();
vi.mock('../../../src/plugins/analytics/charts/BarChart', () => ({
  default: ({ label }: { label: string }) => { drawn(); return <figure aria-label={label} data-testid="bar-chart" />; },
}));

/** An IntersectionObserver whose view the test moves. */
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
const scrollNear = () => act(() => {
  for (const o of observers) o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
});
const original = window.IntersectionObserver;
beforeEach(() => {
  observers = [];
  drawn.mockClear();
  window.IntersectionObserver = class {
    private entry: { callback: IntersectionObserverCallback; targets: Element[] };
    constructor(callback: IntersectionObserverCallback) { this.entry = { callback, targets: [] }; observers.push(this.entry); }
    observe(el: Element) { this.entry.targets.push(el); }
    unobserve() {}
    disconnect() { observers = observers.filter((o) => o !== this.entry); }
    takeRecords() { return []; }
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => { window.IntersectionObserver = original; });

type Key = 'POST' | 'RETURN';
type Data = { categories: string[]; series: Array<{ key: Key; data: number[] }> } | null;
const ONE_SERIES: Data = { categories: ['2026-10', '2026-11'], series: [{ key: 'POST', data: [3, 4] }] };

/** The card with `data` (null: still asked) for a chart of the series `keys`. */
function tree(data: Data, keys: readonly Key[]) {
  return (
    <ChakraProvider value={fullSystem()}>
      <IntlProvider locale="en" messages={{ loading: 'Loading…', 'analytics.view_chart': 'Chart', 'analytics.view_table': 'Table', 'analytics.total': 'Total', 'analytics.chart_of': 'Chart of {title}' }}>
        <ChartCard<Key> title="Parcels by type" data={data} loading={data === null} onRetry={() => undefined} stacked seriesKeys={keys}
          seriesName={(k) => `${k} parcels`} categoryLabel={(c) => c} categoryHeader="Month" testId="chart" />
      </IntlProvider>
    </ChakraProvider>
  );
}

function card(data: Data = ONE_SERIES, keys: readonly Key[] = ['POST']) {
  return render(tree(data, keys));
}

describe('ChartCard', () => {
  it('draws its chart only once scrolled near the view, and until then says no load that is not happening', async () => {
    card();
    // Long enough for the chart's module to arrive, were it asked.
    await act(() => new Promise((r) => setTimeout(r, 100)));
    const chart = screen.getByTestId('chart');
    expect(within(chart).queryByRole('status')).toBeNull();
    expect(chart.textContent).not.toContain('Loading');
    expect(chart.getAttribute('aria-busy')).toBe('false');
    expect(within(chart).queryByTestId('bar-chart')).toBeNull();
    expect(drawn).not.toHaveBeenCalled();
    scrollNear();
    expect(await within(chart).findByRole('figure', { name: 'Chart of Parcels by type' })).toBeTruthy();
  });

  it('draws its chart when the keyboard reaches the card, even if the view never reports it near', async () => {
    render(<>{tree(ONE_SERIES, ['POST'])}</>);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Chart');
    const chart = screen.getByTestId('chart');
    expect(await within(chart).findByRole('figure', { name: 'Chart of Parcels by type' })).toBeTruthy();
  });

  it('says it is loading while its figures are asked, near the view or not', () => {
    card(null);
    expect(within(screen.getByTestId('chart')).getByRole('status').textContent).toContain('Loading');
  });

  it('shows its table at once, before the chart was ever near the view', async () => {
    card();
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getAllByRole('row').map((r) => r.textContent)).toContain('2026-1144');
    expect(drawn).not.toHaveBeenCalled();
  });

  it('lists the legend while the figures are asked and before the chart is drawn, so the card does not grow when they come', async () => {
    const view = card(null, ['POST', 'RETURN']);
    const legend = () => within(screen.getByTestId('chart')).getAllByRole('listitem').map((li) => li.textContent);
    expect(legend()).toEqual(['POST parcels', 'RETURN parcels']);
    view.rerender(tree({ categories: ['2026-11'], series: [{ key: 'POST', data: [3] }, { key: 'RETURN', data: [1] }] }, ['POST', 'RETURN']));
    expect(legend()).toEqual(['POST parcels', 'RETURN parcels']);
    expect(drawn).not.toHaveBeenCalled();
  });

  it('has no legend for a single series', () => {
    card();
    expect(within(screen.getByTestId('chart')).queryAllByRole('listitem')).toHaveLength(0);
  });
});
