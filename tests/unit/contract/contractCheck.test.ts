// @vitest-environment node
// `npm run contract:check` (scripts/contract): the comparison of an answer with the document's response schema, and
// the refusal to send anything but a GET marked x-safe, on a small document of its own.
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error: plain ES modules of the scripts, without types
import { comparerFor } from '../../../scripts/contract/compare.mjs';
// @ts-expect-error: plain ES modules of the scripts, without types
import { operationsOf } from '../../../scripts/contract/document.mjs';
// @ts-expect-error: plain ES modules of the scripts, without types
import { report } from '../../../scripts/contract/report.mjs';
// @ts-expect-error: plain ES modules of the scripts, without types
import { checkAll, checkOperation } from '../../../scripts/contract/run.mjs';
// @ts-expect-error: plain ES modules of the scripts, without types
import { getAnswer, RefusedWrite } from '../../../scripts/contract/send.mjs';

interface Problem { path: string; expected: string; got: string }
interface Operation { id: string; method: string; path: string; safe: boolean }
interface Result { id: string; outcome: string; status?: number; reason?: string; problems?: Problem[] }
type Compare = (op: Operation, status: number, contentType: string | null, body: unknown) => { documented: boolean; problems: Problem[] };

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const envelope = (ref: string) => json({ type: 'object', required: ['data'], properties: { data: { $ref: ref } } });

/** A document of four operations: a shipper by id, a list of them, a report as CSV, and a POST marked x-safe by mistake. */
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'fixture', version: '1' },
  servers: [{ url: '/api/{country}', variables: { country: { default: 'sg' } } }],
  paths: {
    '/shippers/{shipperId}': {
      get: {
        operationId: 'getShipper', 'x-safe': true,
        parameters: [{ name: 'shipperId', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { '200': envelope('#/components/schemas/Shipper'), '404': { $ref: '#/components/responses/NotFound' } },
      },
    },
    '/shippers': {
      get: {
        operationId: 'listShippers', 'x-safe': true,
        responses: { '200': json({ type: 'object', properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Shipper' } } } }) },
      },
      post: {
        operationId: 'createShipper', 'x-safe': true,
        responses: { '200': envelope('#/components/schemas/Shipper') },
      },
    },
    '/report': {
      get: { operationId: 'getReport', responses: { '200': { content: { 'text/csv': { schema: { type: 'string' } } } } } },
    },
  },
  components: {
    schemas: {
      Shipper: {
        type: 'object', required: ['id', 'name', 'created_at'], 'x-assumed': true,
        properties: {
          id: { type: 'integer' }, name: { type: 'string' }, created_at: { type: 'string', format: 'date-time' },
          billing: { type: 'string', enum: ['PREPAID', 'POSTPAID'] }, legacy_id: { type: ['integer', 'null'] },
          code: { oneOf: [{ type: 'integer' }, { $ref: '#/components/schemas/Code' }] },
        },
      },
      Code: { type: 'string', pattern: '^[A-Z]+$' },
      ErrorBody: { type: 'object', required: ['error'], properties: { error: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } } },
    },
    responses: { NotFound: { description: 'not found', ...json({ $ref: '#/components/schemas/ErrorBody' }) } },
  },
};

const operations = operationsOf(DOCUMENT) as Operation[];
const compare = comparerFor(DOCUMENT) as Compare;
const op = (id: string) => operations.find((o) => o.id === id) as Operation;

describe('the comparison of an answer with the document', () => {
  it('names the JSON path, what the document expects and what came, for a missing field and a wrong type', () => {
    const answer = { data: { id: '3101', created_at: '2026-11-28T09:30:15Z', legacy_id: null } };
    expect(compare(op('getShipper'), 200, 'application/json; charset=utf-8', answer)).toEqual({
      documented: true,
      problems: [
        { path: '$.data.name', expected: 'string (required)', got: 'missing' },
        { path: '$.data.id', expected: 'integer', got: 'string "3101"' },
      ],
    });
  });

  it('reads the schemas behind $refs, formats, enums, type lists and oneOf, and says a list item problem once', () => {
    const shipper = { id: 1, name: 'Tan Kah Kee', created_at: '28/11/2026', billing: 'CASH', legacy_id: 'x' };
    const fine = { ...shipper, id: 3, created_at: '2026-11-28T09:30:15+08:00', billing: 'PREPAID', legacy_id: 7, code: 'TKK' };
    const answer = { data: [shipper, { ...shipper, id: 2 }, fine, { ...fine, id: 4, code: 'tkk' }] };
    expect(compare(op('listShippers'), 200, 'application/json', answer).problems).toEqual([
      { path: '$.data[0].created_at', expected: 'date-time (format)', got: 'string "28/11/2026" (and 1 more like it)' },
      { path: '$.data[0].billing', expected: 'one of "PREPAID", "POSTPAID"', got: 'string "CASH" (and 1 more like it)' },
      { path: '$.data[0].legacy_id', expected: 'integer or null', got: 'string "x" (and 1 more like it)' },
      { path: '$.data[3].code', expected: 'integer | Code', got: 'string "tkk"' },
    ]);
  });

  it('holds an error answer to its documented shape, a CSV answer to its content type, and says when a status is not documented', () => {
    expect(compare(op('getShipper'), 404, 'application/json', { error: { message: 'No shipper 9' } })).toEqual({ documented: true, problems: [] });
    expect(compare(op('getShipper'), 404, 'application/json', { message: 'No shipper 9' }).problems).toEqual([
      { path: '$.error', expected: 'object (required)', got: 'missing' },
    ]);
    expect(compare(op('getReport'), 200, 'application/json', { data: [] }).problems).toEqual([
      { path: '$', expected: 'content type text/csv', got: 'content type application/json' },
    ]);
    expect(compare(op('getShipper'), 500, 'application/json', {}).documented).toBe(false);
  });
});

describe('the check sends only GETs marked x-safe', () => {
  const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const options = (fetch: typeof globalThis.fetch, fixtures: object) => ({
    fixtures: { operations: fixtures }, context: { country: 'sg', dpId: 10101, now: Date.parse('2026-11-28T09:00:00Z') },
    bases: { country: 'http://api.test/api/sg', global: 'http://api.test/api/global' }, compare, fetch, token: 't0k', timeoutMs: 1000,
  });

  it('refuses a POST the document marks x-safe and the fixture asks for, says so, and sends nothing', async () => {
    const fetch = vi.fn();
    const result = (await checkOperation(op('createShipper'), options(fetch, { createShipper: { query: {} } }))) as Result;
    expect(result.outcome).toBe('refused');
    expect(result.reason).toBe('POST is a write and the fixture gives values for it; the check sends only GETs');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a write where the request is sent, whatever called it', async () => {
    const fetch = vi.fn();
    await expect(getAnswer(fetch, op('createShipper'), new URL('http://api.test/'), {}, 1000)).rejects.toBeInstanceOf(RefusedWrite);
    await expect(getAnswer(fetch, op('getReport'), new URL('http://api.test/'), {}, 1000)).rejects.toThrow('not marked x-safe');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the safe GETs with the fixture, skips the rest with a reason, refuses the marked POST, and fails the run', async () => {
    const fetch = vi.fn(async (url: URL) => (url.pathname.endsWith('/3101') ? answer({ data: { id: 3101, name: 'Tan' } }) : answer({ data: [] })));
    const outcome = await checkAll(operations, options(fetch as unknown as typeof globalThis.fetch, { getShipper: { path: { shipperId: { sg: 3101 } } } }));
    const byId = Object.fromEntries((outcome.results as Result[]).map((r) => [r.id, r]));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit & { headers: Record<string, string> }];
    expect([init.method, String(url), init.headers.Authorization]).toEqual(['GET', 'http://api.test/api/sg/shippers/3101', 'Bearer t0k']);
    expect(byId.getShipper).toMatchObject({ outcome: 'mismatch', status: 200, problems: [{ path: '$.data.created_at', expected: 'string (date-time, required)', got: 'missing' }] });
    expect(byId.listShippers).toMatchObject({ outcome: 'skipped', reason: 'no fixture for it' });
    expect(byId.createShipper).toMatchObject({ outcome: 'refused', reason: 'POST is a write and the document marks it x-safe; the check sends only GETs' });
    expect(byId.getReport).toMatchObject({ outcome: 'skipped' });
    const { lines, failed } = report(outcome, 'http://api.test/api/sg') as { lines: string[]; failed: boolean };
    expect(failed).toBe(true);
    expect(lines).toContain('    $.data.created_at: expected string (date-time, required), got missing');
    expect(lines.at(-1)).toMatch(/4 operations, 1 asked: 0 ok, 1 mismatch, 0 not answered; 2 skipped, 1 refused — FAILED$/);
  });
});
