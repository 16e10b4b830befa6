/** Files above this are refused before any parse: config files are a few kilobytes. */
export const MAX_FILE_BYTES = 1024 * 1024;
/** Nesting deeper than this is no config an admin writes; refused before a parser recurses into it. */
export const MAX_DEPTH = 64;

export type Refusal = 'tooLarge' | 'tooDeep';

// " \ { } [ ]
const QUOTE = 0x22, BACKSLASH = 0x5c, OPEN_BRACE = 0x7b, CLOSE_BRACE = 0x7d, OPEN_BRACKET = 0x5b, CLOSE_BRACKET = 0x5d;

/** Why a file's text is not handed to the checks, or null when it may be. A linear scan: nothing is parsed. */
export function refusalOf(text: string): Refusal | null {
  // A UTF-16 unit is at most 3 bytes of UTF-8: most files need no encoding to know.
  if (text.length * 3 > MAX_FILE_BYTES && new TextEncoder().encode(text).length > MAX_FILE_BYTES) return 'tooLarge';
  // By character code: indexing the string made a one-letter string per character, some milliseconds a check on the
  // largest file at 4x CPU.
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > MAX_DEPTH) return 'tooDeep';
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return null;
}
