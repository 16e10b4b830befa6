// codemirror-json-schema builds a json-schema-library Draft07 of the open file's whole schema on every completion
// query, twice: compiling the forms schema took some 200 ms of each letter typed at 4x CPU, before the problem list
// could update. The config studio's completion (src/plugins/configStudio/editor/schemaCompletion.ts) keeps its
// schema objects until the editor's schema changes, so one Draft07 per schema object answers the same. Everything
// else is the library's own module, unchanged.
import { Draft07 as LibraryDraft07 } from 'json-schema-library/dist/module/index.js';

export * from 'json-schema-library/dist/module/index.js';

const compiled = new WeakMap<object, LibraryDraft07>();

/** json-schema-library's Draft07; `new Draft07(schema)` with no config gives the one draft of that schema object. */
export const Draft07: typeof LibraryDraft07 = new Proxy(LibraryDraft07, {
  construct(target, args: unknown[], newTarget): object {
    const [schema, config] = args;
    // A subclass, a config of its own or no schema object: a new draft as the library makes it.
    if (newTarget !== Draft07 || config !== undefined || schema === null || typeof schema !== 'object') return Reflect.construct(target, args, newTarget);
    let draft = compiled.get(schema);
    if (!draft) compiled.set(schema, (draft = Reflect.construct(target, args, target) as LibraryDraft07));
    return draft;
  },
});
