import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { fallbackHandlers, kernelHandlers } from './handlers';

/** The same simulated API for vitest: `server.listen()` in beforeAll, `resetSimState()` between cases. */
export function createTestServer(extra: RequestHandler[] = []) {
  return setupServer(...kernelHandlers, ...extra, ...fallbackHandlers);
}
