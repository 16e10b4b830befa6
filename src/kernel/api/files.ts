/**
 * Files the API answers outside the `{ data }` envelope (CSV reports, PDFs), asked by the document's path as
 * `apiGet` asks the JSON calls: a path the document does not have, or one whose answer is not a file, a missing or
 * wrong parameter, or a PDF read as text fails `npm run typecheck`.
 */
import type { paths } from './openapi';
import type { ApiPathOf, GetOptions } from './operations';
import { countryApi } from './calls';
import { fillPath, queryOf, type LooseOptions } from './requestParts';

type GetOperation<P extends ApiPathOf<'get'>> = `/${P}` extends keyof paths ? paths[`/${P}`]['get'] : never;
type Responses<O> = O extends { responses: infer R } ? R : never;
/** The media types of the operation's 2xx answers that are not JSON. */
type FileMedia<O> = {
  [S in Extract<keyof Responses<O>, 200 | 201 | 202 | 204>]: Responses<O>[S] extends { content: infer C } ? Exclude<keyof C, 'application/json'> : never
}[Extract<keyof Responses<O>, 200 | 201 | 202 | 204>];

/** The GET paths of the document that answer a file. */
export type ApiFilePath = { [P in ApiPathOf<'get'>]: [FileMedia<GetOperation<P>>] extends [never] ? never : P }[ApiPathOf<'get'>];

/** How axios reads the file: text for a `text/*` answer (CSV), a Blob for any other (PDF). */
export type ApiFileType<P extends ApiFilePath> = FileMedia<GetOperation<P>> extends `text/${string}` ? 'text' : 'blob';

/** Receives the share (0 to 1) of a download when the server says how long it is, else null. */
export type DownloadProgress = (share: number | null) => void;

/** What a file GET takes: the document's path and query parameters, how to read the answer, abort and progress. */
export type FileOptions<P extends ApiFilePath> = GetOptions<P> & { responseType: ApiFileType<P>; onProgress?: DownloadProgress };

/** The status (a 202 says "not ready yet, ask again" where the document has one) and the file. */
export interface ApiFileAnswer<T extends 'text' | 'blob'> {
  status: number;
  data: T extends 'text' ? string : Blob;
}

/** The options as the code below reads them (a call's shared ones, plus how to read the file); checked by operation at the call. */
type LooseFileOptions = LooseOptions & { responseType: 'text' | 'blob'; onProgress?: DownloadProgress };

/**
 * GET a file on the country client by the document's path (`apiFile('2.0/airway-bills/{taskUuid}', { path, responseType: 'blob' })`).
 * Query lists go out as repeated keys, as with `apiGet`.
 */
export async function apiFile<P extends ApiFilePath>(path: P, options: FileOptions<P>): Promise<ApiFileAnswer<ApiFileType<P>>> {
  const opts = options as LooseFileOptions;
  const api = await countryApi();
  const onProgress = opts.onProgress;
  const answer = await api.get<ApiFileAnswer<ApiFileType<P>>['data']>(fillPath(path, opts.path), {
    params: queryOf(opts.query),
    responseType: opts.responseType,
    signal: opts.signal,
    onDownloadProgress: onProgress ? (e) => onProgress(e.total ? Math.min(1, e.loaded / e.total) : null) : undefined,
  });
  return { status: answer.status, data: answer.data };
}
