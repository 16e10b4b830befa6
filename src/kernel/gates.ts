import type { Gate, GateContext } from './types';

/**
 * Decides a gate for the logged-in point. Pure and exhaustive: anything it does not recognise (an unknown operator,
 * a malformed value) is false, so a broken gate hides a feature instead of exposing it.
 */
export function allows(gate: Gate | undefined, ctx: GateContext): boolean {
  if (gate === undefined) return true;
  if (typeof gate !== 'object' || gate === null || Array.isArray(gate)) return false;
  const keys = Object.keys(gate);
  const g = gate as Record<string, unknown>;
  if (keys.length === 1 && Array.isArray(g.all)) return g.all.length > 0 && g.all.every((x) => allows(x as Gate, ctx));
  if (keys.length === 1 && Array.isArray(g.any)) return g.any.some((x) => allows(x as Gate, ctx));
  if (keys.length === 1 && 'not' in g) {
    if (typeof g.not !== 'object' || g.not === null) return false;
    // `not` of a malformed gate must not turn into true.
    if (!isWellFormed(g.not)) return false;
    return !allows(g.not as Gate, ctx);
  }
  if (keys.length === 1 && typeof g.setting === 'string') return ctx.settings[g.setting] === true;
  if (typeof g.flag === 'string' && keys.every((k) => k === 'flag' || k === 'includes')) {
    const value = ctx.flags[g.flag];
    if (g.includes === undefined) return value === true;
    if (typeof g.includes !== 'string') return false;
    if (Array.isArray(value)) return value.includes(g.includes);
    return typeof value === 'string' && value.split(',').map((s) => s.trim()).includes(g.includes);
  }
  if (keys.length === 1 && Array.isArray(g.country)) return g.country.includes(ctx.country);
  if (keys.length === 2 && typeof g.dp === 'string' && Array.isArray(g.in)) {
    const value = ctx.dp[g.dp];
    return value !== undefined && g.in.includes(value as string | number | boolean);
  }
  if (keys.length === 1 && typeof g.always === 'boolean') return g.always;
  return false;
}

/** True when every operator in the gate is one the evaluator knows, with values of the right type. */
export function isWellFormed(gate: unknown): boolean {
  if (typeof gate !== 'object' || gate === null || Array.isArray(gate)) return false;
  const g = gate as Record<string, unknown>;
  const keys = Object.keys(g);
  if (keys.length === 1 && Array.isArray(g.all)) return g.all.length > 0 && g.all.every(isWellFormed);
  if (keys.length === 1 && Array.isArray(g.any)) return g.any.length > 0 && g.any.every(isWellFormed);
  if (keys.length === 1 && 'not' in g) return isWellFormed(g.not);
  if (keys.length === 1 && typeof g.setting === 'string') return true;
  if (typeof g.flag === 'string' && keys.every((k) => k === 'flag' || k === 'includes'))
    return g.includes === undefined || typeof g.includes === 'string';
  if (keys.length === 1 && Array.isArray(g.country)) return g.country.every((c) => typeof c === 'string');
  if (keys.length === 2 && typeof g.dp === 'string' && Array.isArray(g.in)) return true;
  if (keys.length === 1 && typeof g.always === 'boolean') return true;
  return false;
}
