const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export interface SafeParseResult {
  value: unknown;
  /** JSON paths of keys that were dropped because they could pollute prototypes. */
  dropped: string[];
}

/**
 * JSON.parse that drops `__proto__`, `constructor` and `prototype` keys, so a config file cannot reach an object's
 * prototype when the portal later merges or spreads it. Throws SyntaxError like JSON.parse on bad text.
 */
export function parseJsonSafely(text: string): SafeParseResult {
  const dropped: string[] = [];
  const value: unknown = JSON.parse(text);
  const walk = (node: unknown, path: string): unknown => {
    if (Array.isArray(node)) return node.map((v, i) => walk(v, `${path}/${i}`));
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(node)) {
      if (FORBIDDEN.has(key)) {
        dropped.push(`${path}/${key}`);
        continue;
      }
      out[key] = walk((node as Record<string, unknown>)[key], `${path}/${escapePointer(key)}`);
    }
    return out;
  };
  return { value: walk(value, ''), dropped };
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}
