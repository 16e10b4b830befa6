import type { RequestHandler } from 'msw';
import { asyncRequest } from './handlers/asyncRequests';
import { controlGate, unknownEndpoint } from './handlers/control';
import { featureFlags } from './handlers/featureFlags';
import { loggedIn } from './handlers/loggedIn';
import { passwordLogin, tokenLogin } from './handlers/login';
import { twoFactorStatus } from './handlers/twoFactor';
import { divisions, dpZones } from './handlers/zones';

/**
 * The kernel's endpoints, the latency/fault gate first. Feature modules add theirs after these (so the gate
 * applies to them too) and before `fallbackHandlers`.
 */
export const kernelHandlers: RequestHandler[] = [
  controlGate,
  passwordLogin,
  tokenLogin,
  twoFactorStatus,
  featureFlags,
  loggedIn,
  dpZones,
  divisions,
  asyncRequest,
];

/** Goes last: unknown API paths answer 404. */
export const fallbackHandlers: RequestHandler[] = [unknownEndpoint];
