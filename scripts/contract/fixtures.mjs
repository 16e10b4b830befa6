// The fixture file (api/contract-fixtures.json): per operationId the path and query parameter values to ask with,
// `{ "path": {…}, "query": {…} }`, or `{ "skip": "why" }`. A value may be one for every country or an object keyed by
// country code (`{ "sg": 3101, "th": 3301 }`), and may hold placeholders (placeholders.mjs).
import { readFileSync } from 'node:fs';
import { fillValue } from './placeholders.mjs';

export function readFixtures(file) {
  const fixtures = JSON.parse(readFileSync(file, 'utf8'));
  if (!fixtures || typeof fixtures.operations !== 'object') throw new Error(`${file}: no "operations" object`);
  return fixtures;
}

const perCountry = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The values to ask an operation with: `{ path, query }`, or `{ skip }` saying why it cannot be asked (no fixture,
 * the fixture's own reason, no value for this country, a required parameter left out).
 */
export function valuesFor(operation, fixture, context) {
  if (!fixture) return { skip: 'no fixture for it' };
  if (typeof fixture.skip === 'string') return { skip: fixture.skip };
  const values = { path: {}, query: {} };
  for (const where of ['path', 'query']) {
    for (const [name, given] of Object.entries(fixture[where] ?? {})) {
      const value = perCountry(given) ? given[context.country] : given;
      if (value === undefined) return { skip: `the fixture has no ${where} value ${name} for ${context.country}` };
      try {
        values[where][name] = fillValue(value, context);
      } catch (error) {
        return { skip: `${where} value ${name}: ${error.message}` };
      }
    }
  }
  for (const p of operation.parameters) {
    if ((p.in === 'path' || (p.in === 'query' && p.required)) && values[p.in][p.name] === undefined) {
      return { skip: `the fixture gives no value for the required ${p.in} parameter ${p.name}` };
    }
  }
  return values;
}
