import { jsonLanguage } from '@codemirror/lang-json';
import type { SyntaxNode, Tree } from '@lezer/common';

const VALUE = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

function unescapePointer(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~');
}

function children(node: SyntaxNode, name: string): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) if (c.name === name || (name === 'value' && VALUE.has(c.name))) out.push(c);
  return out;
}

function keyOf(text: string, property: SyntaxNode): string | null {
  const name = property.getChild('PropertyName');
  if (!name) return null;
  try {
    return JSON.parse(text.slice(name.from, name.to)) as string;
  } catch {
    return null;
  }
}

/**
 * Where a JSON pointer (a problem's path) points in a file's text: the start of its key when it names an object's
 * property (what an admin reads first), else the start of the value. Falls back on the deepest part that exists,
 * so a problem about a missing key lands on the object that lacks it. Works on text that does not parse. `tree`:
 * the text's syntax tree when the caller has it (the editor keeps one up to date), else the text is parsed here.
 */
export function pathToOffset(text: string, pointer: string, tree: Tree = jsonLanguage.parser.parse(text)): number {
  const top = tree.topNode;
  let node: SyntaxNode | undefined = children(top, 'value')[0];
  if (!node) return 0;
  let at = node.from;
  for (const raw of pointer.split('/').slice(1)) {
    const part = unescapePointer(raw);
    let next: SyntaxNode | undefined;
    let start = 0;
    if (node.name === 'Object') {
      const property: SyntaxNode | undefined = children(node, 'Property').find((p) => keyOf(text, p) === part);
      next = property ? children(property, 'value')[0] : undefined;
      start = property?.from ?? 0;
    } else if (node.name === 'Array' && /^\d+$/.test(part)) {
      next = children(node, 'value')[Number(part)];
      start = next?.from ?? 0;
    }
    if (!next) break;
    node = next;
    at = start;
  }
  return at;
}
