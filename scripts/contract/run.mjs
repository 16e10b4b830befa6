// One run of the check: every operation of the document, in its order, to one outcome each: ok, mismatch,
// not answered, skipped (with its reason) or refused (a write the fixture or the document asks for: never sent).
import { valuesFor } from './fixtures.mjs';
import { requestId } from './requestId.mjs';
import { getAnswer } from './send.mjs';
import { urlOf } from './url.mjs';

/** The operation whose answer carries the logged-in point's id (`data.id`), asked first when the id is not known. */
export const POINT_OPERATION = 'getLoggedInPoint';

function errorText(body) {
  const e = body && typeof body === 'object' ? body.error : undefined;
  return e ? [e.title ?? e.code, e.message].filter(Boolean).join(': ') : typeof body === 'string' ? body.slice(0, 80) : '';
}

/** What the answer says about the contract. */
function judge(operation, answer, compare) {
  const { status } = answer;
  const base = { status };
  if (answer.unparsable) return { ...base, outcome: 'mismatch', problems: [{ path: '$', expected: 'JSON', got: `text ${JSON.stringify(String(answer.body).slice(0, 40))}` }] };
  const { documented, problems } = compare(operation, status, answer.contentType, answer.body);
  if (!documented) {
    if (status >= 500) return { ...base, outcome: 'not answered', reason: errorText(answer.body) };
    const listed = Object.keys(operation.responses).join(', ');
    return { ...base, outcome: 'mismatch', problems: [{ path: '$', expected: `a status of the document (${listed})`, got: `status ${status}` }] };
  }
  if (problems.length) return { ...base, outcome: 'mismatch', problems };
  if (status >= 200 && status < 300) {
    const data = answer.body?.data;
    return { ...base, outcome: 'ok', note: Array.isArray(data) && data.length === 0 ? 'an empty list: no item was checked' : undefined };
  }
  return { ...base, outcome: 'not answered', reason: errorText(answer.body) };
}

/** One operation to its outcome. Options: `fixtures`, `context`, `bases`, `compare`, `fetch`, `token`, `timeoutMs`. */
export async function checkOperation(operation, options) {
  const { id, method, path } = operation;
  const result = { id, method, path };
  const fixture = options.fixtures.operations[id];
  if (method !== 'get') {
    const asked = fixture && !fixture.skip ? 'the fixture gives values for it' : operation.safe ? 'the document marks it x-safe' : null;
    return asked
      ? { ...result, outcome: 'refused', reason: `${method.toUpperCase()} is a write and ${asked}; the check sends only GETs` }
      : { ...result, outcome: 'skipped', reason: `${method.toUpperCase()}: a write, never sent` };
  }
  if (!operation.safe) return { ...result, outcome: 'skipped', reason: 'a GET the document does not mark x-safe (its id comes from a write)' };
  const values = valuesFor(operation, fixture, options.context);
  if (values.skip) return { ...result, outcome: 'skipped', reason: values.skip };
  const base = options.bases[operation.base];
  if (!base) return { ...result, outcome: 'skipped', reason: `no ${operation.base} base URL` };
  const url = urlOf(base, path, values);
  const headers = { Accept: 'application/json, text/csv, */*', 'X-Request-Id': requestId(options.context.dpId) };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const started = Date.now();
  const answer = await getAnswer(options.fetch, operation, url, headers, options.timeoutMs);
  const ms = Date.now() - started;
  if (answer.error) return { ...result, url, ms, outcome: 'not answered', reason: answer.error };
  const verdict = { ...result, url, ms, ...judge(operation, answer, options.compare) };
  if (id === POINT_OPERATION && verdict.outcome === 'ok' && options.context.dpId === undefined) {
    options.context.dpId = answer.body?.data?.id;
  }
  return verdict;
}

/** Every operation, the point's own first when its id is still to learn; plus the fixture's names of no operation. */
export async function checkAll(operations, options) {
  const ordered = options.context.dpId === undefined
    ? [...operations.filter((o) => o.id === POINT_OPERATION), ...operations.filter((o) => o.id !== POINT_OPERATION)]
    : operations;
  const results = [];
  for (const operation of ordered) results.push(await checkOperation(operation, options));
  const known = new Set(operations.map((o) => o.id));
  const unknownFixtures = Object.keys(options.fixtures.operations).filter((id) => !known.has(id));
  return { results: operations.map((o) => results.find((r) => r.id === o.id)), unknownFixtures };
}
