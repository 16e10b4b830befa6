// The API contract (api/openapi.yaml) and the simulator answer the same calls: every method and path a simulator
// handler answers is an operation of the document, on the same base URL (global or country), and every operation of
// the document is answered by a handler.
import { readFileSync } from 'node:fs';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fallbackHandlers, kernelHandlers } from '../../src/sim/handlers';

const pluginSims = import.meta.glob<{ handlers: RequestHandler[] }>('../../src/plugins/*/sim/index.ts', { eager: true });
const simHandlers = [...kernelHandlers, ...Object.values(pluginSims).flatMap((m) => m.handlers), ...fallbackHandlers];

/**
 * Handlers that are no call of the API: the fault gate and the 404 for unknown paths (every path), and the files a
 * simulated answer links to (a receipt's or an image's url: a real server gives any url it likes, so the document
 * says only that the portal fetches the url it was given).
 */
const NOT_CALLS = [/^\*\/api\/\*$/, /\/sim-files\//];

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** `GET country /1.0/dps/{}/tiers`: method, base URL and path, parameter names left out. */
const call = (method: string, base: 'global' | 'country', path: string) =>
  `${method.toUpperCase()} ${base} ${path.replace(/\{[^}]+\}/g, '{}').replace(/:[A-Za-z]+/g, '{}')}`;

function simulatedCalls(): string[] {
  const calls: string[] = [];
  for (const handler of simHandlers) {
    const { method, path } = handler.info as { method?: unknown; path?: unknown };
    if (typeof path === 'string' && NOT_CALLS.some((re) => re.test(path))) continue;
    if (typeof path !== 'string' || typeof method !== 'string') throw new Error(`a simulator handler without one method and path: ${handler.info.header}`);
    const match = /^\*\/api\/(global|:country)(\/.+)$/.exec(path);
    if (!match?.[2]) throw new Error(`a simulator handler outside /api/global and /api/:country: ${method} ${path}`);
    calls.push(call(method, match[1] === 'global' ? 'global' : 'country', match[2]));
  }
  return calls;
}

interface Document {
  servers: { url: string }[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], { operationId: string }>> & { servers?: { url: string }[] }>;
}

// Read from the project root, where vitest runs.
const document = parse(readFileSync('api/openapi.yaml', 'utf8')) as Document;

function documentedCalls(): string[] {
  const calls: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const servers = item.servers ?? document.servers;
    const base = servers.some((s) => s.url === '/api/global') ? 'global' : 'country';
    for (const method of METHODS) if (item[method]) calls.push(call(method, base, path));
  }
  return calls;
}

const sorted = (list: Iterable<string>) => [...list].sort();

describe('the API contract and the simulator', () => {
  const simulated = new Set(simulatedCalls());
  const documented = new Set(documentedCalls());

  it('the document has every call the simulator answers', () => {
    expect(sorted([...simulated].filter((c) => !documented.has(c)))).toEqual([]);
  });

  it('the simulator answers every call of the document', () => {
    expect(sorted([...documented].filter((c) => !simulated.has(c)))).toEqual([]);
  });

  it('the country base URL is the default and only login, two-factor and flags go to the global API', () => {
    expect(document.servers[0]?.url).toBe('/api/{country}');
    expect(sorted([...documented].filter((c) => c.includes(' global ')))).toEqual([
      'GET global /1.0/feature-flags',
      'POST global /1.0/login',
      'POST global /1.0/login/oauth',
      'POST global /1.0/login/oauth/2fa-status/search',
    ]);
  });

  it('counts what it compares (a handler list read wrong would compare nothing)', () => {
    expect(documented.size).toBe(55);
    expect(simulated.size).toBeGreaterThanOrEqual(55);
  });
});
