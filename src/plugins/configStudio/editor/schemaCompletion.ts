import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { getJSONSchema, JSONCompletion } from 'codemirror-json-schema';

/**
 * codemirror-json-schema's completion of keys and values from the editor's schema. The library means to prepare a
 * schema only when it changed (its doComplete compares the schema with the one it last prepared) but never records
 * which one it prepared, so every letter typed copied and recompiled the whole schema. Recording it here makes the
 * library's own check work; with the build's json-schema-library (build/shims/schemaDraftOnce.ts) each prepared
 * schema is compiled once.
 */
export function schemaCompletion(): (ctx: CompletionContext) => CompletionResult | never[] {
  const completion = new JSONCompletion({});
  const prepared = completion as unknown as { originalSchema: unknown };
  return (ctx) => {
    const result = completion.doComplete(ctx);
    prepared.originalSchema = getJSONSchema(ctx.state);
    return result;
  };
}
