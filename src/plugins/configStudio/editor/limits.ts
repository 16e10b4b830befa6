/** Files above this are refused before any parse: config files are a few kilobytes. */
export const MAX_FILE_BYTES = 1024 * 1024;
/** Nesting deeper than this is no config an admin writes; refused before a parser recurses into it. */
export const MAX_DEPTH = 64;

export type Refusal = 'tooLarge' | 'tooDeep';

/** Why a file's text is not handed to the checks, or null when it may be. A linear scan: nothing is parsed. */
export function refusalOf(text: string): Refusal | null {
  // A UTF-16 unit is at most 3 bytes of UTF-8: most files need no encoding to know.
  if (text.length * 3 > MAX_FILE_BYTES && new TextEncoder().encode(text).length > MAX_FILE_BYTES) return 'tooLarge';
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') {
      if (++depth > MAX_DEPTH) return 'tooDeep';
    } else if (c === '}' || c === ']') depth--;
  }
  return null;
}
