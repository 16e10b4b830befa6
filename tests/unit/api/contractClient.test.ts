// The country client checks every answer against api/openapi.yaml: a broken one is the page's usual error.
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClients } from '../../../src/kernel/api/client';
import type { LoadedConfig } from '../../../src/kernel/types';

const config = {
  portal: { api: { timeoutMs: 1000, globalBaseUrl: 'http://api.test/global' } },
  countries: { sg: { api: { baseUrl: 'http://api.test/sg' } } },
} as unknown as LoadedConfig;

/** The country client, its transport answering `status` with `body`. */
function countryAnswering(status: number, body: unknown) {
  const client = createClients(config, { token: () => 'token', dpId: () => 7 }).country('sg');
  const adapter: AxiosAdapter = async (cfg: InternalAxiosRequestConfig) => {
    const response = { data: body, status, statusText: '', headers: { 'content-type': 'application/json' }, config: cfg };
    if (status >= 400) throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, cfg, {}, response);
    return response;
  };
  client.defaults.adapter = adapter;
  return client;
}

const point = { id: 7, name: 'Counter 7', country: 'SG', systemId: 'sg' };

afterEach(() => vi.restoreAllMocks());

describe('the client checks each answer against the contract', () => {
  it('lets an answer that keeps the contract through', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = await countryAnswering(200, { data: point }).get('1.0/dps/logged-in');
    expect(answer.data).toEqual({ data: point });
    expect(errors).not.toHaveBeenCalled();
  });

  it('turns a broken answer into the usual error and names the operation and the JSON path in the console', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { name: _dropped, ...noName } = point;
    await expect(countryAnswering(200, { data: noName }).get('1.0/dps/logged-in')).rejects.toMatchObject({
      messageId: 'something_went_wrong', status: 200, code: 'CONTRACT_BREAK', invalidToken: false,
    });
    expect(errors).toHaveBeenCalledWith('API contract broken: getLoggedInPoint (GET 1.0/dps/logged-in 200): $.data.name required, missing');
  });

  it('keeps an error answer its own error, and names a broken error shape', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(countryAnswering(404, { error: { title: 'NOT_FOUND' } }).get('1.0/orders/details/12')).rejects.toMatchObject({ messageId: 'something_went_wrong', status: 404 });
    expect(errors).toHaveBeenCalledWith('API contract broken: getOrderDetails (GET 1.0/orders/details/12 404): $.error.message required, missing');
  });

  it('leaves a call the document does not have alone', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await countryAnswering(200, 'anything').get('9.9/unknown')).data).toBe('anything');
    expect(errors).not.toHaveBeenCalled();
  });
});
