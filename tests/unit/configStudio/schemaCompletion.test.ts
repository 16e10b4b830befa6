import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { stateExtensions } from 'codemirror-json-schema';
import { describe, expect, it, vi } from 'vitest';
import { Draft07 as LibraryDraft07 } from 'json-schema-library/dist/module/index.js';
import { Draft07 } from '../../../build/shims/schemaDraftOnce';
import { schemaCompletion } from '../../../src/plugins/configStudio/editor/schemaCompletion';

const country = { type: 'object', properties: { phonePrefix: { type: 'string' }, postcodeLength: { type: 'integer' } } };
const menu = { type: 'object', properties: { entries: { type: 'array' }, sections: { type: 'array' } } };

/** The keys offered inside `{ "| }` of a document checked against `schema`. */
function keysOffered(complete: ReturnType<typeof schemaCompletion>, schema: object): string[] {
  const doc = '{ "" }';
  const state = EditorState.create({ doc, extensions: [json(), stateExtensions(schema)] });
  const result = complete(new CompletionContext(state, doc.indexOf('"') + 1, true)) as CompletionResult;
  return result.options.map((o) => o.label).sort();
}

describe('the studio\'s completion from the schema', () => {
  it('offers the schema\'s keys, again on the next letter, and the new schema\'s keys once the schema changes', () => {
    const complete = schemaCompletion();
    expect(keysOffered(complete, country)).toEqual(['phonePrefix', 'postcodeLength']);
    expect(keysOffered(complete, country)).toEqual(['phonePrefix', 'postcodeLength']);
    expect(keysOffered(complete, menu)).toEqual(['entries', 'sections']);
  });
});

describe('the completion prepared ahead', () => {
  it('compiles the schema before the first letter, so the letter compiles nothing, and offers the same keys', () => {
    const construct = vi.spyOn(Reflect, 'construct');
    // The build's shim makes each Draft07 with Reflect.construct: counting those counts the schema compilations.
    const drafts = () => construct.mock.calls.filter(([target]) => (target as { name?: string }).name === 'Draft07').length;
    const complete = schemaCompletion();
    const doc = '{ "" }';
    // A schema object of its own: the shim keeps the drafts of the schemas other tests compiled.
    const state = EditorState.create({ doc, extensions: [json(), stateExtensions(structuredClone(country) as object)] });
    complete.prepare(state);
    const prepared = drafts();
    expect(prepared).toBeGreaterThan(0);
    const result = complete(new CompletionContext(state, doc.indexOf('"') + 1, true)) as CompletionResult;
    expect(drafts()).toBe(prepared);
    expect(result.options.map((o) => o.label).sort()).toEqual(['phonePrefix', 'postcodeLength']);
    construct.mockRestore();
  });
});

describe('the build\'s json-schema-library (build/shims/schemaDraftOnce.ts)', () => {
  it('compiles a schema object once: the same draft for the same object, another for another', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } } };
    const first = new Draft07(schema);
    expect(new Draft07(schema)).toBe(first);
    expect(new Draft07({ ...schema })).not.toBe(first);
    expect(first).toBeInstanceOf(LibraryDraft07);
    expect(first.getSchema({ pointer: '/a', data: { a: 'x' } })).toMatchObject({ type: 'string' });
  });
  it('makes a draft of its own when given a config, as the library does', () => {
    const schema = { type: 'object' };
    expect(new Draft07(schema, {})).not.toBe(new Draft07(schema, {}));
  });
});

describe('the completion reads the document\'s data only', () => {
  const withEnum = { type: 'object', properties: { design: { type: 'string', enum: ['classic', 'akira'] }, code: { type: 'string' } } };
  const valuesOffered = (doc: string, at: number) => {
    const state = EditorState.create({ doc, extensions: [json(), stateExtensions(structuredClone(withEnum) as object)] });
    return (schemaCompletion()(new CompletionContext(state, at, true)) as CompletionResult).options.map((o) => o.label).sort();
  };

  it('offers a value\'s choices in a document that parses', () => {
    const doc = '{ "code": "x", "design": "" }';
    expect(valuesOffered(doc, doc.lastIndexOf('"'))).toEqual(['akira', 'classic']);
  });

  it('and in one half typed, that JSON.parse refuses', () => {
    const doc = '{ "design": "", "code": ';
    expect(valuesOffered(doc, doc.indexOf('""') + 1)).toEqual(['akira', 'classic']);
  });
});
