// The reading half of papaparse that bulk uses (src/ui declares the writing half; the two declarations merge).
declare module 'papaparse' {
  export interface ParseError {
    type: 'Quotes' | 'Delimiter' | 'FieldMismatch';
    code: string;
    message: string;
    row?: number;
  }
  export interface ParseConfig {
    delimiter?: string;
    delimitersToGuess?: string[];
    newline?: string;
    skipEmptyLines?: boolean | 'greedy';
  }
  export interface ParseResult<T> {
    data: T[];
    errors: ParseError[];
    meta: { delimiter: string; linebreak: string };
  }
  export function parse<T>(input: string, config?: ParseConfig): ParseResult<T>;
}
