// A cold start's early GETs (kernel/api/early.ts, earlyAnswers.ts): sent with the country client's headers, each answer handed to the
// page's one matching GET, once, while fresh; a failed answer is a failure the page replaces with its own request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEarly } from '../../src/kernel/api/early';
import { earlyKey, EARLY_ANSWER_MAX_AGE_MS, takeEarly } from '../../src/kernel/api/earlyAnswers';

// These answers are stand-ins, not the contract's shapes: the contract check of early answers has its own test
// (tests/unit/api/contractEarly.test.ts).
vi.mock('../../src/kernel/api/contract/check', () => ({ checkAnswer: () => Promise.resolve(null) }));

const auth = { token: 'tok-1', dpId: 42 };

function answering(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => { vi.unstubAllGlobals(); });

describe('early GETs', () => {
  it('sends each GET under the country base with the bearer token and a request id, and hands its data once', async () => {
    const fetchMock = answering(200, { data: { order: { id: 7 } } });
    askEarly('/api/sg', auth, [{ path: '1.0/orders/details/7' }], 75_000);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(new URL('/api/sg/1.0/orders/details/7', location.href).href);
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('X-Request-Id')).toMatch(/^npv3-42-\d{17}-\d+$/);

    await expect(takeEarly('1.0/orders/details/7')).resolves.toEqual({ order: { id: 7 } });
    expect(takeEarly('1.0/orders/details/7')).toBeUndefined();
  });

  it('matches parameters in any order, and sends them in the query', async () => {
    const fetchMock = answering(200, { data: [1, 2] });
    askEarly('/api/th/', auth, [{ path: '1.0/dps/3/tiers', params: { to: '2026-11', from: '2026-06' } }], 75_000);
    expect(new URL(String(fetchMock.mock.calls[0]?.[0])).search).toBe('?to=2026-11&from=2026-06');
    expect(earlyKey('1.0/dps/3/tiers', { from: '2026-06', to: '2026-11' })).toBe(earlyKey('1.0/dps/3/tiers', { to: '2026-11', from: '2026-06' }));
    expect(takeEarly('1.0/dps/3/tiers', { to: '2026-12', from: '2026-06' })).toBeUndefined();
    await expect(takeEarly('1.0/dps/3/tiers', { from: '2026-06', to: '2026-11' })).resolves.toEqual([1, 2]);
  });

  it('an error status or a body without data is a failure, so the page asks in the usual way', async () => {
    answering(503, { error: 'busy' });
    askEarly('/api/sg', auth, [{ path: '1.0/orders/details/8' }], 75_000);
    await expect(takeEarly('1.0/orders/details/8')).rejects.toThrow(/503/);
    answering(200, { nothing: true });
    askEarly('/api/sg', auth, [{ path: '1.0/orders/details/9' }], 75_000);
    await expect(takeEarly('1.0/orders/details/9')).rejects.toThrow();
  });

  it('an answer older than 30 s is not handed out', () => {
    answering(200, { data: 1 });
    let now = 1_000;
    askEarly('/api/sg', auth, [{ path: '1.0/orders/details/10' }], 75_000, () => now);
    now += EARLY_ANSWER_MAX_AGE_MS + 1;
    expect(takeEarly('1.0/orders/details/10', undefined, () => now)).toBeUndefined();
  });
});
