import type { FileError } from '../model/fileErrors';

/** A file's rows of text cells, or its problem. */
export type ParseResult = { ok: true; rows: string[][] } | { ok: false; error: FileError };
