// The shared way pages keep a choice in the URL (history's filters, analytics' range and shipper), under a real
// data router, whose navigations are committed a moment after they are asked for.
import { act, render } from '@testing-library/react';
import { useCallback } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUrlState, type UrlState } from '../../src/kernel/routing/useUrlState';

interface Choice { category: string; shipper: string }

function mount(initial: string) {
  const seen: { state?: UrlState<Choice> } = {};
  function Page() {
    const read = useCallback((s: URLSearchParams): Choice => ({ category: s.get('category') ?? 'all', shipper: s.get('shipper') ?? '' }), []);
    const write = useCallback((c: Choice) => {
      const out: Record<string, string> = {};
      if (c.category !== 'all') out.category = c.category;
      if (c.shipper) out.shipper = c.shipper;
      return out;
    }, []);
    seen.state = useUrlState(read, write);
    return null;
  }
  const router = createMemoryRouter([{ path: '/analytics', element: <Page /> }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return { router, state: () => seen.state as UrlState<Choice> };
}

describe('useUrlState', () => {
  it('reads the choice from the URL and writes only what the page gives', async () => {
    const { router, state } = mount('/analytics?category=n0&shipper=52');
    expect(state().value).toEqual({ category: 'n0', shipper: '52' });
    await act(async () => state().set({ category: 'all', shipper: '53' }));
    expect(router.state.location.search).toBe('?shipper=53');
    await act(async () => state().reset());
    expect(router.state.location.search).toBe('');
  });

  it('two changes in a row, before the page shows the first, both stay', async () => {
    const { router, state } = mount('/analytics');
    const { update } = state();
    await act(async () => {
      update((c) => ({ ...c, category: 'n1_late' }));
      update((c) => ({ ...c, shipper: '52' }));
    });
    expect(router.state.location.search).toBe('?category=n1_late&shipper=52');
    expect(state().value).toEqual({ category: 'n1_late', shipper: '52' });
  });

  it('a change from a handler drawn before the last URL was shown, then one from after, both stay', async () => {
    const { router, state } = mount('/analytics');
    const drawnFirst = state().update;
    await act(async () => drawnFirst((c) => ({ ...c, category: 'n1_late' })));
    expect(router.state.location.search).toBe('?category=n1_late');
    const drawnAfter = state().update;
    await act(async () => {
      drawnFirst((c) => ({ ...c, shipper: '52' }));
      drawnAfter((c) => ({ ...c, category: 'n0' }));
    });
    expect(router.state.location.search).toBe('?category=n0&shipper=52');
  });

  it('Back after a write reads the URL shown, not the write', async () => {
    const { router, state } = mount('/analytics?category=n0');
    await act(async () => state().update((c) => ({ ...c, shipper: '52' })));
    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe('?category=n0');
    await act(async () => state().update((c) => ({ ...c, category: 'n1_late' })));
    expect(router.state.location.search).toBe('?category=n1_late');
  });
});
