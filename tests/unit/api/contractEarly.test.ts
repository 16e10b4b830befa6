// A cold start's early GET whose answer breaks the API contract is a failure: the page then asks through the client,
// whose check shows the usual error.
import { afterEach, expect, it, vi } from 'vitest';
import { askEarly } from '../../../src/kernel/api/early';
import { takeEarly } from '../../../src/kernel/api/earlyAnswers';

function answering(body: unknown) {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }))));
}

afterEach(() => { vi.unstubAllGlobals(); });

const point = { id: 7, name: 'Counter 7', country: 'SG', systemId: 'sg' };

it('hands an answer that keeps the contract, and fails one that breaks it', async () => {
  answering({ data: point });
  askEarly('/api/sg', { token: 't', dpId: 7 }, [{ path: '1.0/dps/logged-in' }], 75_000);
  await expect(takeEarly('1.0/dps/logged-in')).resolves.toEqual(point);
  answering({ data: { ...point, id: 'seven' } });
  askEarly('/api/sg', { token: 't', dpId: 7 }, [{ path: '1.0/dps/logged-in' }], 75_000);
  await expect(takeEarly('1.0/dps/logged-in')).rejects.toThrow(/broken answer/);
});
