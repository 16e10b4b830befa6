import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import type { EditorState, Text } from '@codemirror/state';
import { getJSONSchema, JSONCompletion, parseJSONDocumentState } from 'codemirror-json-schema';

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
  const completion = new JSONCompletion({ jsonParser: documentData });
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

const parsed = new WeakMap<Text, ReturnType<typeof parseJSONDocumentState>>();

/**
 * The document's data for the completion, which reads nothing else of what its parser returns. The library's own
 * parser also maps the JSON pointer of every key in the file (a walk up the tree from each key, some 50 ms of each
 * letter typed in forms/th.json at 4x CPU, on the main thread while the problem list waited): here only a text that
 * JSON.parse refuses (half typed) goes through it, for its lenient parse. One parse per text: the completion asks
 * twice a letter (its schema, then the lax one).
 */
function documentData(state: EditorState): ReturnType<typeof parseJSONDocumentState> {
  let out = parsed.get(state.doc);
  if (!out) {
    try {
      out = { data: JSON.parse(state.doc.toString()) as unknown, pointers: new Map() };
    } catch {
      out = parseJSONDocumentState(state);
    }
    parsed.set(state.doc, out);
  }
  return out;
}
