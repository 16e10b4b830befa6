// codemirror-json-schema renders schema descriptions as Markdown and sets up Shiki to colour code blocks in them.
// Shiki brings a WebAssembly regex engine (the live build's CSP allows no WebAssembly compile) and most of the
// studio's bytes; config schemas' descriptions have no code blocks. These stand-ins keep markdown-it and drop the
// colouring: `shiki/core`, `@shikijs/markdown-it/core` and Shiki's theme and language modules.
export async function createHighlighterCore(): Promise<object> {
  return {};
}

/** A markdown-it plugin that changes nothing. */
export function fromHighlighter(): () => void {
  return () => undefined;
}

export default {};
