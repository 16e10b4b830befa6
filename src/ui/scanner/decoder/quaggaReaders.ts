// The only module that imports quagga2. The shim must stay the first import (see workerWindowShim.ts).
import './workerWindowShim';
import Quagga, { type Readers } from '@ericblade/quagga2';
import type { LinearFormat } from './protocol';

/** What the decoder needs from a quagga2 reader: `decodePattern` tries the row forwards, then reversed. */
export interface PatternReader {
  decodePattern(pattern: number[]): { code: string; format: string; start: number; end: number; direction?: number } | null;
}

interface ReaderClasses {
  Code128Reader: typeof Readers.Code128Reader;
  Code39Reader: typeof Readers.Code39Reader;
  EANReader: typeof Readers.EANReader;
}

// quagga2's typings declare `Readers` as a named export but not as a property of the default export; at runtime the
// reader classes hang off the default export (the browser bundle has no named exports after CommonJS interop).
const classes = (Quagga as unknown as { Readers: ReaderClasses }).Readers;

/** A new reader for a format. Readers keep per-call state in fields, so use one per thread, synchronously. */
export function createReader(format: LinearFormat): PatternReader {
  switch (format) {
    case 'code_128': return new classes.Code128Reader({});
    case 'code_39': return new classes.Code39Reader({});
    case 'ean_13': return new classes.EANReader({});
  }
}
