import axios, { type AxiosInstance } from 'axios';
import type { CountryCode, LoadedConfig } from '../types';
import { countryBaseUrl, globalBaseUrl, withSlash } from './baseUrl';
import { normalizeError } from './errors';
import { announceInvalidToken } from './invalidToken';
import { makeRequestId } from './requestId';
import { noteCallOutcome } from '../network/apiReach';
import { brokenAnswer } from './contract/answerCheck';
import type { ApiBase } from './contract';

/** What every request needs from the session: the bearer token and the point's id. */
export interface ClientAuth {
  token(): string | undefined;
  dpId(): number | undefined;
}


function create(base: ApiBase, baseURL: string, timeout: number, auth: ClientAuth): AxiosInstance {
  const client = axios.create({ baseURL: withSlash(baseURL), timeout });
  client.interceptors.request.use((req) => {
    req.headers.set('X-Request-Id', makeRequestId(auth.dpId()));
    const token = auth.token();
    if (token) req.headers.set('Authorization', `Bearer ${token}`);
    return req;
  });
  client.interceptors.response.use(async (res) => {
    noteCallOutcome();
    // Every answer is checked against the API contract (api/openapi.yaml); one that breaks it is the page's error.
    const broken = await brokenAnswer(base, res);
    return broken ? Promise.reject(broken) : res;
  }, async (error: unknown) => {
    // Before normalising: whether a response came back is what tells a dropped network from a server's refusal.
    noteCallOutcome(error);
    if (axios.isCancel(error)) return Promise.reject(error);
    // An error answer is checked too (its shape is written to the console when broken); it stays the same error.
    if (axios.isAxiosError(error) && error.response) await brokenAnswer(base, error.response);
    const normalized = normalizeError(error);
    if (normalized.invalidToken && auth.token()) announceInvalidToken(normalized);
    return Promise.reject(normalized);
  });
  return client;
}

/** The global client (login) and one client per country, all rejecting with a normalised PortalError. */
export interface ApiClients {
  global: AxiosInstance;
  country(code: CountryCode): AxiosInstance;
}

export function createClients(config: LoadedConfig, auth: ClientAuth): ApiClients {
  const timeout = config.portal.api.timeoutMs;
  const global = create('global', globalBaseUrl(config), timeout, auth);
  const perCountry = new Map<CountryCode, AxiosInstance>();
  return {
    global,
    country(code) {
      let c = perCountry.get(code);
      if (!c) {
        const base = countryBaseUrl(config, code);
        if (!base) throw new Error(`No API base URL for country ${code}`);
        c = create('country', base, timeout, auth);
        perCountry.set(code, c);
      }
      return c;
    },
  };
}
