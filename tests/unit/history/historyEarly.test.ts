// History's list asked by a cold start beside the page's code (historyGets.ts): the page's own call takes that answer,
// so one request reaches the server, with the list's repeated keys (`filter`, `additional_filter`) as the client
// sends them; the point's today and the granular gate are read as the page reads them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEarly } from '../../../src/kernel/api/early';
import { takeEarly } from '../../../src/kernel/api/earlyAnswers';
import { fetchParcels } from '../../../src/plugins/history/api/historyApi';
import { historyGets } from '../../../src/plugins/history/historyGets';
import { filtersFromUrl } from '../../../src/plugins/history/model/filters';
import { countryDay, type CountryConfig, type FrameContext } from '../../../src/kernel';
import th from '../../../config/countries/th.json';

// The stand-in page below is not the contract's shape: the contract check of early answers has its own test.
vi.mock('../../../src/kernel/api/contract/check', () => ({ checkAnswer: () => Promise.resolve(null) }));

const country = th as unknown as CountryConfig;
const at = (gates: string[] = []): FrameContext => ({ point: null, country, allows: (g) => gates.includes(g), kept: () => undefined });
const auth = { token: 'tok-1', dpId: 42 };
const page = { parcels: [{ tracking_id: 'NVTHEARLY1' }], statistics: { total_order_count: 1 }, total_pages: 1 };

function answering() {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify({ data: page }), { status: 200, headers: { 'Content-Type': 'application/json' } })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => { vi.unstubAllGlobals(); });

describe("History's early list", () => {
  it('is the page of the address, sent with repeated keys, and taken by the page\'s own call without a second request', async () => {
    const fetchMock = answering();
    const search = new URLSearchParams('group=pending,completed&store=in_store&delivery=NEXTDAY&page=3');
    askEarly('/api/th', auth, historyGets(search, at()), 75_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const sent = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(sent.pathname).toBe('/api/th/1.2/reservations/parcel');
    const today = countryDay(Date.now(), country);
    expect(sent.searchParams.get('to_date')).toBe(today);
    expect(sent.searchParams.getAll('filter')).toEqual(['pending', 'completed']);
    expect(sent.searchParams.getAll('additional_filter')).toEqual(['in_store', 'NEXTDAY']);
    expect(sent.searchParams.get('page')).toBe('3');
    expect(sent.searchParams.get('page_size')).toBe('50');

    // The page's call, with the filters the page reads from the same address: no client is set up here, so only
    // the early answer can give it.
    await expect(fetchParcels(filtersFromUrl(search, today, false))).resolves.toEqual(page);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks the first page in the one-list view, drops granular statuses without the gate, and nothing for a search', () => {
    answering();
    const search = new URLSearchParams('view=all&page=4&status=pending_pickup');
    const [plain] = historyGets(search, at());
    expect(plain?.params).toMatchObject({ page: 1, additional_filter: [] });
    const [granular] = historyGets(search, at(['granularStatusFilters']));
    expect(granular?.params).toMatchObject({ page: 1, additional_filter: ['pending_pickup'] });
    expect(historyGets(new URLSearchParams('q=NVTH1'), at())).toEqual([]);
  });

  it('a differently ordered list is another GET', async () => {
    answering();
    askEarly('/api/th', auth, [{ path: 'x', params: { filter: ['a', 'b'] } }], 75_000);
    expect(takeEarly('x', new URLSearchParams('filter=b&filter=a'))).toBeUndefined();
    await expect(takeEarly('x', new URLSearchParams('filter=a&filter=b'))).resolves.toEqual(page);
  });
});
