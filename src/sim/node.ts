import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { fallbackHandlers, kernelHandlers } from './handlers';
import { tallyAnswers } from './contractTally';

/**
 * The same simulated API for vitest: `server.listen()` in beforeAll, `resetSimState()` between cases. Each answer it
 * gives is checked against the API contract (contractTally.ts; tests/setup.ts fails the test on a broken one).
 */
export function createTestServer(extra: RequestHandler[] = []) {
  const server = setupServer(...kernelHandlers, ...extra, ...fallbackHandlers);
  tallyAnswers(server.events);
  return server;
}
