// The API's own shapes, below every module that asks it: the client's calls and the answers asked early both speak them.

/** The spec's success bodies: `{ data: … }`. */
export type Envelope<T> = { data: T };

/** Query parameters as the API takes them. */
export type QueryParams = Record<string, string | number | boolean>;
