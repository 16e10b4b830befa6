import type { CountryCode } from '../types';
import type { ApiSchema } from './operations';

/** A country as the API contract names it (`CountryCode` of api/openapi.yaml: the countries the API serves today). */
export type ApiCountry = ApiSchema<'CountryCode'>;

/**
 * Config's country as the calls send it (`system`, `system_id`, `country`). The two lists differ on purpose: config
 * alone adds a country (the config studio's new country), so the kernel's CountryCode is any code, while the document
 * lists today's. This is the one place they meet; tests/unit/apiCountry.test.ts holds the shipped countries
 * (config/portal.json) to the document's list, so only a country added by config alone goes out unlisted, as before.
 */
export const apiCountry = (code: CountryCode): ApiCountry => code as ApiCountry;
