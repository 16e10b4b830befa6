import type { AnswerValidator, ValidatorModule } from 'virtual:api-contract/errors';
import { loadChecks, routes } from 'virtual:api-contract/routes';
import type { ContractProblem } from './problems';

export type ApiBase = 'global' | 'country';

/** What an answer was checked against and what it broke (no problems: it keeps the contract). */
export interface ContractVerdict {
  operationId: string;
  problems: ContractProblem[];
}

type Route = (typeof routes)[number];

/** The document's operation for a call: method, base URL and the path under it (query and leading slash ignored). */
export async function operationOf(method: string, base: ApiBase, path: string): Promise<Route | undefined> {
  const bare = path.split(/[?#]/)[0]?.replace(/^\/+/, '') ?? '';
  const upper = method.toUpperCase();
  const segments = bare.split('/');
  const fits = (shape: string) => {
    const parts = shape.split('/');
    return parts.length === segments.length && parts.every((part, i) => part === '{}' ? segments[i] !== '' : part === segments[i]);
  };
  return routes.find(([m, b, shape]) => m === upper && b === base && fits(shape));
}

/** The answer's validator: its status's, else `4XX`-style, else `default`; undefined when the document has none. */
function validatorFor(answers: Record<string, AnswerValidator | null> | undefined, status: number): AnswerValidator | null | undefined {
  if (!answers) return undefined;
  // null (no JSON body to read) is an answer of the document too: `in`, not `??`.
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in answers);
  return key === undefined ? undefined : answers[key];
}

/**
 * Checks one answer against api/openapi.yaml with the build's precompiled validators (no compiling, no eval: the
 * live build's CSP holds). Null when the call is not an operation of the document. A success status the document
 * does not list is a problem at `$`; an answer whose document entry has no JSON body (a PDF, a CSV) is not read.
 */
export async function checkAnswer(method: string, base: ApiBase, path: string, status: number, body: unknown): Promise<ContractVerdict | null> {
  const route = await operationOf(method, base, path);
  if (!route) return null;
  const [, , , operationId] = route;
  const ok = status >= 200 && status < 300;
  const module: ValidatorModule = ok ? await loadChecks(operationId) : await import('virtual:api-contract/errors');
  const answers = module.answers[operationId];
  // Any server may fail with a status the document does not list (a 500 at a proxy): its body still has the error
  // shape, checked with the operation's own error validator.
  const own = validatorFor(answers, status);
  const validate = own !== undefined || ok ? own : Object.values(answers ?? {}).find((v) => v) ?? undefined;
  if (validate === undefined) return { operationId, problems: [{ path: '$', message: `status ${status} is not an answer of the document` }] };
  if (validate === null || validate(body)) return { operationId, problems: [] };
  // Worded only for an answer that breaks the contract: no page that gets good answers loads the wording.
  const { problemOf } = await import('./problems');
  return { operationId, problems: (validate.errors ?? []).map(problemOf) };
}

/** The console's line for a broken answer; tests look for its fixed start. */
export const CONTRACT_BREAK_PREFIX = 'API contract broken:';

export function describeBreak(method: string, path: string, status: number, verdict: ContractVerdict): string {
  const where = verdict.problems.map((p) => `${p.path} ${p.message}`).join('; ');
  return `${CONTRACT_BREAK_PREFIX} ${verdict.operationId} (${method.toUpperCase()} ${path.split('?')[0] ?? path} ${status}): ${where}`;
}

/** The simulator's URLs (`/api/global/…`, `/api/<cc>/…`) as base and path, for checks of its answers in tests. */
export function simulatedCall(url: string): { base: ApiBase; path: string } | null {
  const match = /\/api\/([a-z]{2}|global)\/(.*)$/.exec(new URL(url, 'http://localhost').pathname);
  if (!match?.[1]) return null;
  return { base: match[1] === 'global' ? 'global' : 'country', path: match[2] ?? '' };
}
