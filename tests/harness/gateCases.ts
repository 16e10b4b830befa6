// What the gate tests build their cases from: contexts, points and the real route table.
import { readFileSync } from 'node:fs';
import { gateContext } from '../../src/kernel/routing/access';
import type { CountryCode, DpInfo, FlagSet, Gate, GateContext, RouteDef } from '../../src/kernel/types';
import { REAL_GATES } from './realConfig';

/** A gate context with only what a case needs. */
export function ctx(parts: Partial<GateContext> = {}): GateContext {
  return { country: 'sg', settings: {}, flags: {}, dp: {}, ...parts };
}

/** Anything, typed as a gate: the evaluator must cope with what a broken config file or plugin hands it. */
export function raw(value: unknown): Gate {
  return value as Gate;
}

export const ROUTES = (JSON.parse(readFileSync('config/menus/routes.json', 'utf8')) as { routes: RouteDef[] }).routes;

export function route(id: string): RouteDef {
  const r = ROUTES.find((x) => x.id === id);
  if (!r) throw new Error(`route ${id} is not in config/menus/routes.json`);
  return r;
}

/** A point with no permission at all except the ones given. */
export function dp(country: CountryCode, extra: Partial<DpInfo> = {}): DpInfo {
  return { id: 1, name: 'Test point', country: country.toUpperCase(), systemId: country, partnerType: 'OWNED', ...extra };
}

export function dpCtx(point: DpInfo, country: CountryCode, flags: FlagSet = {}): GateContext {
  return gateContext(point, country, flags, REAL_GATES);
}
