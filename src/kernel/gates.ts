import type { Gate, GateContext } from './types';

/**
 * Decides a gate for the logged-in point. Pure and exhaustive: anything it does not recognise (an unknown operator,
 * a malformed value, a name config/gates.json does not define, a named gate that refers back to itself) is false,
 * so a broken gate hides a feature instead of exposing it.
 */
export function allows(gate: Gate | undefined, ctx: GateContext): boolean {
  return gate === undefined || decide(gate, ctx, []);
}

/** Decides the named gate `name` (config/gates.json); false when it is not defined. */
export function allowsNamed(name: string, ctx: GateContext): boolean {
  return decide({ gate: name }, ctx, []);
}

function decide(gate: unknown, ctx: GateContext, via: readonly string[]): boolean {
  if (typeof gate !== 'object' || gate === null || Array.isArray(gate)) return false;
  const keys = Object.keys(gate);
  const g = gate as Record<string, unknown>;
  if (keys.length === 1 && Array.isArray(g.all)) return g.all.length > 0 && g.all.every((x) => decide(x, ctx, via));
  if (keys.length === 1 && Array.isArray(g.any)) return g.any.some((x) => decide(x, ctx, via));
  if (keys.length === 1 && 'not' in g) {
    // `not` of a malformed gate must not turn into true, nor `not` of a missing or circular name.
    if (!isWellFormed(g.not) || !resolvable(g.not, ctx, via)) return false;
    return !decide(g.not, ctx, via);
  }
  if (keys.length === 1 && typeof g.gate === 'string') {
    const target = namedGate(g.gate, ctx);
    if (!target || via.includes(g.gate)) return false;
    return decide(target, ctx, [...via, g.gate]);
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

function namedGate(name: string, ctx: GateContext): Gate | undefined {
  return ctx.named && Object.prototype.hasOwnProperty.call(ctx.named, name) ? ctx.named[name] : undefined;
}

/** True when every name the gate uses is defined and none refers back to one already being decided. */
function resolvable(gate: unknown, ctx: GateContext, via: readonly string[]): boolean {
  if (typeof gate !== 'object' || gate === null) return false;
  const g = gate as Record<string, unknown>;
  if (Array.isArray(g.all)) return g.all.every((x) => resolvable(x, ctx, via));
  if (Array.isArray(g.any)) return g.any.every((x) => resolvable(x, ctx, via));
  if ('not' in g) return resolvable(g.not, ctx, via);
  if (typeof g.gate === 'string') {
    const target = namedGate(g.gate, ctx);
    return target !== undefined && !via.includes(g.gate) && isWellFormed(target) && resolvable(target, ctx, [...via, g.gate]);
  }
  return true;
}

/** True when every operator in the gate is one the evaluator knows, with values of the right type. */
export function isWellFormed(gate: unknown): boolean {
  if (typeof gate !== 'object' || gate === null || Array.isArray(gate)) return false;
  const g = gate as Record<string, unknown>;
  const keys = Object.keys(g);
  if (keys.length === 1 && Array.isArray(g.all)) return g.all.length > 0 && g.all.every(isWellFormed);
  if (keys.length === 1 && Array.isArray(g.any)) return g.any.length > 0 && g.any.every(isWellFormed);
  if (keys.length === 1 && 'not' in g) return isWellFormed(g.not);
  if (keys.length === 1 && typeof g.gate === 'string') return true;
  if (keys.length === 1 && typeof g.setting === 'string') return true;
  if (typeof g.flag === 'string' && keys.every((k) => k === 'flag' || k === 'includes'))
    return g.includes === undefined || typeof g.includes === 'string';
  if (keys.length === 1 && Array.isArray(g.country)) return g.country.every((c) => typeof c === 'string');
  if (keys.length === 2 && typeof g.dp === 'string' && Array.isArray(g.in)) return true;
  if (keys.length === 1 && typeof g.always === 'boolean') return true;
  return false;
}

/** The names a gate refers to, each with its JSON pointer below the gate (for the config check). */
export function gateNames(gate: unknown, at = ''): Array<{ name: string; path: string }> {
  if (typeof gate !== 'object' || gate === null) return [];
  const g = gate as Record<string, unknown>;
  if (Array.isArray(g.all)) return g.all.flatMap((x, i) => gateNames(x, `${at}/all/${i}`));
  if (Array.isArray(g.any)) return g.any.flatMap((x, i) => gateNames(x, `${at}/any/${i}`));
  if ('not' in g) return gateNames(g.not, `${at}/not`);
  if (typeof g.gate === 'string') return [{ name: g.gate, path: `${at}/gate` }];
  return [];
}
