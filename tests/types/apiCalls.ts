/**
 * The kernel's `apiGet` / `apiSend` typed by the API contract's paths (src/kernel/api/operations.ts). Checked by
 * `npm run typecheck`, never run: each @ts-expect-error line is a call the document does not allow, so the directive
 * fails as unused the day the typing lets it through; the other lines are calls and answers it must allow.
 */
import type { ApiAnswer, ApiBody, ApiSchema, GetOptions, SendOptions } from '../../src/kernel';
import type { apiFile, apiGet, apiSend } from '../../src/kernel';
import type { getOn, sendOn } from '../../src/kernel/api/callsOn';
import type { AxiosInstance } from 'axios';

declare const get: typeof apiGet;
declare const send: typeof apiSend;
declare const file: typeof apiFile;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

const query = { start_month: '2026-01', end_month: '2026-03' };

export async function allowed(): Promise<void> {
  const tiers = await get('1.0/dps/{dpId}/tiers', { path: { dpId: 101 }, query });
  const sum: number = tiers.reduce((n, t) => n + t.volume, 0);
  await send('put', '2.1/shippers/{shipperId}/default', { path: { shipperId: 3 } });
  await send('post', '1.2/reservations/send', { body: { reservations: [{ trackingId: 'T1' }] }, query: { notify_shipper: true }, idempotencyKey: 'k' });
  await get('1.0/async-requests/{requestId}', { path: { requestId: 'a b' } });
  await send('post', '1.0/upload-pack-parcel-image', { body: new FormData() });
  void sum;
}

export async function refused(): Promise<void> {
  // @ts-expect-error A path the document does not have.
  await get('1.0/nowhere');
  // @ts-expect-error A template path without its path parameters.
  await get('1.0/dps/{dpId}/tiers', { query });
  // @ts-expect-error The path filled in by hand: only the document's templates are calls.
  await get('1.0/dps/101/tiers', { query });
  // @ts-expect-error A required query parameter left out.
  await get('1.0/dps/{dpId}/tiers', { path: { dpId: 101 }, query: { start_month: '2026-01' } });
  // @ts-expect-error A query parameter of the wrong type.
  await get('1.0/job-orders', { query: { job_id: '7', offset_id: 0, limit: 50 } });
  // @ts-expect-error A GET-only path written to.
  await send('post', '1.0/dps/{dpId}/tiers', { path: { dpId: 101 } });
  // @ts-expect-error A body with a field the document does not have the type of.
  await send('put', '1.1/orders', { body: { orders: [{ tracking_id: 'T1', released_to: 'NOBODY' }] } });
  // @ts-expect-error A write whose body is required, without it.
  await send('post', '1.0/orders/customer-collect/search');
  // @ts-expect-error An idempotency key on a call whose document takes no Idempotency-Key header.
  await send('post', '1.0/drop-off-sms/resend', { body: { tracking_id: 'T1', channel: 'sms' }, idempotencyKey: 'k' });
  const job = await get('1.0/dp-job', { query: { type: 'COLLECT' } });
  // @ts-expect-error A field the answer does not have.
  void job[0]?.driver_name;
}

// The helpers name the document's shapes.
export const answerIsSchema: Same<ApiAnswer<'1.0/dps/{dpId}/tiers'>, ApiSchema<'TierMonth'>[]> = true;
export const bodyIsSchema: Same<ApiBody<'1.2/reservations/post', 'post'>, ApiSchema<'ReservationRequest'>> = true;
export const getNeedsPath: Same<object extends GetOptions<'2.0/shippers/{shipperId}'> ? true : false, false> = true;
export const sendKeyAllowed: Same<SendOptions<'1.2/reservations/post', 'post'>['idempotencyKey'], string | undefined> = true;

// Files (CSV, PDF) by the document's path, as the JSON calls.
export async function files(): Promise<void> {
  const csv: string = (await file('1.0/dps/{dpId}/report/shipper-volumes', {
    path: { dpId: 101 }, query: { shipper_id: 3, start_date: '2026-01-01', end_date: '2026-01-31' }, responseType: 'text',
  })).data;
  const pdf: Blob = (await file('2.0/airway-bills/{taskUuid}', { path: { taskUuid: 'u' }, responseType: 'blob' })).data;
  // @ts-expect-error A JSON call is not a file.
  await file('1.0/dps/{dpId}/tiers', { path: { dpId: 101 }, query, responseType: 'text' });
  // @ts-expect-error The path filled in by hand.
  await file('2.0/airway-bills/abc', { responseType: 'blob' });
  // @ts-expect-error A template path without its path parameters.
  await file('2.0/airway-bills/{taskUuid}', { responseType: 'blob' });
  // @ts-expect-error A PDF read as text.
  await file('2.0/airway-bills/{taskUuid}', { path: { taskUuid: 'u' }, responseType: 'text' });
  // @ts-expect-error A query parameter the report does not take.
  await file('1.0/report/dp-parcels/payment', { query: { from_date: '2026-01-01', to_date: '2026-01-02', page: 1 }, responseType: 'text' });
  void csv;
  void pdf;
}

declare const getWith: typeof getOn;
declare const sendWith: typeof sendOn;
declare const client: AxiosInstance;

// The session's calls on a named client (global, or a country's before the session has a point).
export async function onClient(): Promise<void> {
  const login = await sendWith(client, 'post', '1.0/login', { body: { username: 'u', password: 'p' } });
  const token: string = login.accessToken;
  const point = await getWith(client, '1.0/dps/logged-in', { query: { system_id: 'sg' } });
  const pointId: number = point.id;
  // @ts-expect-error A login without its password.
  await sendWith(client, 'post', '1.0/login', { body: { username: 'u' } });
  // @ts-expect-error A country the document does not list.
  await getWith(client, '1.0/feature-flags', { query: { country: 'xx' } });
  // @ts-expect-error The two-factor status read for a field it does not have.
  void (await sendWith(client, 'post', '1.0/login/oauth/2fa-status/search', { body: { email: 'e' } })).enrolled;
  void token;
  void pointId;
}
