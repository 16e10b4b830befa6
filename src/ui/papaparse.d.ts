// The part of papaparse the portal uses (the package ships no types of its own).
declare module 'papaparse' {
  export interface UnparseConfig {
    quotes?: boolean | boolean[];
    quoteChar?: string;
    escapeChar?: string;
    delimiter?: string;
    header?: boolean;
    newline?: string;
    skipEmptyLines?: boolean | 'greedy';
    escapeFormulae?: boolean | RegExp;
  }
  export function unparse(data: ReadonlyArray<ReadonlyArray<string>>, config?: UnparseConfig): string;
}
