type Json = unknown;

const SHARED = /^([^#]+\.schema\.json)#\/definitions\/(.+)$/;

/**
 * One self-contained schema for the editor's completion and hover: definitions a schema takes from a shared file
 * (`_gate.schema.json#/definitions/x`) are copied in as `#/definitions/<file>:<x>`, with their own refs rewritten.
 * (The checks themselves run on the build's validators, which resolve refs on their own.)
 */
export function bundleSchema(schema: Json, shared: Record<string, Json>): Json {
  const definitions: Record<string, Json> = {};
  const rewrite = (node: Json, file: string | null): Json => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, file));
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out[key] = refTo(value, file);
      else if (key === '$id' || key === '$schema') continue;
      else out[key] = rewrite(value, file);
    }
    return out;
  };
  const refTo = (ref: string, file: string | null): string => {
    const external = SHARED.exec(ref);
    const target = external ? { file: external[1] ?? '', name: external[2] ?? '' } : file && ref.startsWith('#/definitions/') ? { file, name: ref.slice(14) } : null;
    if (!target) return ref;
    const id = `${target.file}:${target.name}`;
    if (!(id in definitions)) {
      definitions[id] = {};
      const source = (shared[target.file] as { definitions?: Record<string, Json> } | undefined)?.definitions?.[target.name];
      definitions[id] = rewrite(source ?? {}, target.file);
    }
    return `#/definitions/${encodeURIComponent(id)}`;
  };
  const root = rewrite(schema, null) as Record<string, Json>;
  const own = (root.definitions ?? {}) as Record<string, Json>;
  return { ...root, definitions: { ...own, ...definitions } };
}
