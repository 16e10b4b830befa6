import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import type { EditorState } from '@codemirror/state';
import { getJSONSchema, JSONCompletion } from 'codemirror-json-schema';

/** A completion source, and a way to do its one-time work on a schema before the first letter is typed. */
export interface SchemaCompletion {
  (ctx: CompletionContext): CompletionResult | never[];
  /** Prepares (copies and compiles) the state's schema now, e.g. while the browser is idle. */
  prepare(state: EditorState): void;
}

/**
 * codemirror-json-schema's completion of keys and values from the editor's schema. The library means to prepare a
 * schema only when it changed (its doComplete compares the schema with the one it last prepared) but never records
 * which one it prepared, so every letter typed copied and recompiled the whole schema. Recording it here makes the
 * library's own check work; with the build's json-schema-library (build/shims/schemaDraftOnce.ts) each prepared
 * schema is compiled once.
 */
export function schemaCompletion(): SchemaCompletion {
  const completion = new JSONCompletion({});
  const prepared = completion as unknown as { originalSchema: unknown };
  const complete = (ctx: CompletionContext) => {
    const result = completion.doComplete(ctx);
    prepared.originalSchema = getJSONSchema(ctx.state);
    return result;
  };
  return Object.assign(complete, {
    prepare(state: EditorState) {
      if (!getJSONSchema(state) || prepared.originalSchema === getJSONSchema(state)) return;
      // Keys asked for in the top object's first key: the library compiles its schema as for the first letter typed.
      const text = state.doc.toString();
      const key = text.indexOf('"', text.indexOf('{'));
      if (text.indexOf('{') >= 0 && key > 0) complete(new CompletionContext(state, key + 1, true));
    },
  });
}
