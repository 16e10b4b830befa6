// The kernel sends config's country as the API contract's CountryCode (src/kernel/api/country.ts): the countries the
// portal ships with are the document's, so only a country added later by config alone goes out unlisted.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const doc = parse(readFileSync('api/openapi.yaml', 'utf8')) as { components: { schemas: { CountryCode: { enum: string[] } } } };
const portal = JSON.parse(readFileSync('config/portal.json', 'utf8')) as { countries: string[] };

describe('the countries the API contract lists', () => {
  it('are the shipped config/portal.json countries', () => {
    expect([...doc.components.schemas.CountryCode.enum].sort()).toEqual([...portal.countries].sort());
  });
});
