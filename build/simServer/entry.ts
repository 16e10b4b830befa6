// The simulated API as a plain request -> response function, for a Node HTTP server in front of the live build
// (the CSP test): the same msw handlers the demo build runs in its service worker.
import { getResponse, type RequestHandler } from 'msw';
import { fallbackHandlers, kernelHandlers } from '../../src/sim/handlers';

const pluginSims = import.meta.glob<{ handlers: RequestHandler[] }>('../../src/plugins/*/sim/index.ts', { eager: true });

const handlers: RequestHandler[] = [...kernelHandlers, ...Object.values(pluginSims).flatMap((m) => m.handlers), ...fallbackHandlers];

/** The simulated answer to a request, or undefined when no handler takes it. */
export function answer(request: Request): Promise<Response | undefined> {
  return getResponse(handlers, request);
}
