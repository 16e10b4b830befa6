import { useEffect, useRef } from 'react';
import { EditorState, StateEffect } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, highlightActiveLine, hoverTooltip } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { autocompletion, closeBrackets } from '@codemirror/autocomplete';
import { bracketMatching, ensureSyntaxTree, syntaxHighlighting, syntaxTree, defaultHighlightStyle } from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { jsonSchemaHover, stateExtensions, updateSchema } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import type { ConfigProblem } from '@kernel';
import { whenIdle } from '@ui';
import { pathToOffset } from './pathToOffset';
import { schemaCompletion, type SchemaCompletion } from './schemaCompletion';

export interface JsonEditorProps {
  file: string;
  text: string;
  /** The file's schema, bundled (bundleSchema.ts): completion and hover. */
  schema: object | null;
  /** This file's problems from the shared check, underlined where their path points. */
  problems: readonly ConfigProblem[];
  label: string;
  onChange: (text: string) => void;
  /** Put the cursor here (a JSON path) when `seq` changes. */
  reveal: { path: string; seq: number } | null;
}

/** The shared check's problems changed: the editor underlines them again. */
const problemsChanged = StateEffect.define<null>();

/** The whole document's syntax tree: the editor's own, parsed on only as far as it has not yet (at most 50 ms). */
const fullTree = (state: EditorState) => ensureSyntaxTree(state, state.doc.length, 50) ?? syntaxTree(state);

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '14px' },
  '.cm-scroller': { overflow: 'auto', fontFamily: 'ui-monospace, monospace' },
});

/** CodeMirror 6 on one config file: JSON syntax, completion and hover from the schema, the shared check's problems. */
export function JsonEditor({ file, text, schema, problems, label, onChange, reveal }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const completion = useRef<SchemaCompletion | null>(null);
  const latest = useRef({ problems, onChange });
  latest.current = { problems, onChange };

  useEffect(() => {
    if (!host.current) return;
    const complete = (completion.current = schemaCompletion());
    const problemLint = linter((v): Diagnostic[] => {
      const doc = v.state.doc.toString();
      const syntax = jsonParseLinter()(v);
      if (syntax.length) return syntax;
      const tree = fullTree(v.state);
      return latest.current.problems.map((p) => {
        const from = Math.min(pathToOffset(doc, p.path, tree), doc.length);
        const to = Math.min(doc.length, from + Math.max(1, v.state.doc.lineAt(from).to - from));
        return { from, to, severity: p.severity, message: `${p.path || '/'} ${p.message}` };
      });
    }, { delay: 0, needsRefresh: (u) => u.transactions.some((tr) => tr.effects.some((e) => e.is(problemsChanged))) });
    const state = EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(), history(), highlightActiveLine(), bracketMatching(), closeBrackets(), lintGutter(),
        syntaxHighlighting(defaultHighlightStyle), keymap.of([...defaultKeymap, ...historyKeymap]),
        json(), autocompletion(), jsonLanguage.data.of({ autocomplete: complete }),
        hoverTooltip(jsonSchemaHover()), stateExtensions(), problemLint, theme, EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': label }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) latest.current.onChange(u.state.doc.toString());
        }),
      ],
    });
    const v = new EditorView({ state, parent: host.current });
    // The scrolling box itself is reachable by keyboard (a long file scrolls with the arrow keys at 360 px too).
    v.scrollDOM.tabIndex = 0;
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // A new file gets a new editor; the text of the same file is the editor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file, label]);

  useEffect(() => {
    const v = view.current;
    if (!v || !schema) return;
    updateSchema(v, schema as JSONSchema7);
    // The completion's one-time work on the schema (some 350 ms at 4x CPU for forms) while the admin reads, not on
    // the first letter typed.
    const idle = whenIdle(() => completion.current?.prepare(v.state));
    return idle;
  }, [schema, file]);

  useEffect(() => {
    view.current?.dispatch({ effects: problemsChanged.of(null) });
  }, [problems]);

  useEffect(() => {
    const v = view.current;
    if (!v || !reveal) return;
    const at = pathToOffset(v.state.doc.toString(), reveal.path, fullTree(v.state));
    v.dispatch({ selection: { anchor: at }, scrollIntoView: true });
    v.focus();
  }, [reveal]);

  return <div ref={host} data-testid="studio-editor" style={{ height: '100%', minHeight: 0 }} />;
}
