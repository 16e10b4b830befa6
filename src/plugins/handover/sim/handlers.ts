/**
 * The driver-handover endpoints: the point's active jobs by type, a job's orders page by page, completing a
 * handover (PUT 1.1/orders), and resending the driver drop-off notice by SMS or email.
 */
import {
  badRequest, countryCaller, countryHttp, dropped, fail, jsonBody, notFound, ok, replay, takeLostAnswer, type CountryCode, type CountryData, type CountryRequest,
  type SimResponse,
} from '@sim/kit';
import { HANDOVER_ERROR_CODES as CODES, type DpJobWire, type JobOrderWire, type ReleasedOrderWire } from '../api/types';
import { SEED_JOBS, jobBarcode, jobId, jobQr, orderIdOf, unlockCodeIn, unlockCodeOut, type SeedJob } from './seeds';
import { firstFailure, handedOver, keepAnswer, keptAnswer, markHandedOver } from './state';

const MAX_LIMIT = 200;

/** The job's orders not handed over yet, by increasing id. */
function pendingOrders(country: CountryCode, job: SeedJob): JobOrderWire[] {
  const out: JobOrderWire[] = [];
  const now = Date.now();
  for (let n = 1; n <= job.orders; n += 1) {
    const barcode = jobBarcode(country, job, n);
    if (handedOver(country, barcode)) continue;
    out.push({
      id: orderIdOf(country, job.no, n),
      barcode,
      customer_unlock_code: null,
      dp_job_id: jobId(country, job.no),
      driver_flow: job.driverFlow,
      external_reference_id: `EXT-${barcode}`,
      is_overstayed: job.overstayed.includes(n),
      is_swappable: false,
      order_id: orderIdOf(country, job.no, n),
      status: job.type === 'COLLECT' ? 'pending_driver_pickup' : 'pending_driver_drop_off',
      system_id: country,
      // Lodged a few hours to a few days ago; the overstayed ones longest.
      dropped_off_at: job.type === 'COLLECT' ? new Date(now - (job.overstayed.includes(n) ? 80 : (n * 5) % 60) * 3_600_000).toISOString() : null,
    });
  }
  return out;
}

function jobWire(country: CountryCode, dpId: number, job: SeedJob, count: number): DpJobWire {
  return {
    id: jobId(country, job.no),
    dp_id: dpId,
    date: new Date().toISOString().slice(0, 10),
    driver_flow: job.driverFlow,
    status: 'ACTIVE',
    system_id: country,
    type: job.type,
    qr_code: jobQr(country, job.no),
    unlock_code_in: unlockCodeIn(job.no),
    unlock_code_out: unlockCodeOut(job.no),
    order_count: count,
  };
}

const jobById = (country: CountryCode, id: number) => SEED_JOBS.find((j) => jobId(country, j.no) === id);

/** The job a barcode belongs to (its shape is `jobBarcode`'s). */
function ownerOf(country: CountryCode, barcode: string): SeedJob | undefined {
  const m = /^NV([A-Z]{2})(OUT|IN)(\d)(\d{3})$/.exec(barcode.trim().toUpperCase());
  if (!m || m[1] !== country.toUpperCase()) return undefined;
  const job = SEED_JOBS.find((j) => j.no === Number(m[3]) && (j.type === 'COLLECT') === (m[2] === 'OUT'));
  const n = Number(m[4]);
  return job && n >= 1 && n <= job.orders ? job : undefined;
}

/** GET 1.0/dp-job?type=COLLECT|DROP_OFF: the point's active jobs of that type (a job with nothing left is done). */
export const listJobs = countryHttp.get('/1.0/dp-job', ({ request, params, query }) => {
  const c = countryCaller(request, params);
  if (c.response) return c.response;
  const type = (query.get('type') ?? '').toUpperCase().replace('-', '_');
  if (type !== 'COLLECT' && type !== 'DROP_OFF') return badRequest('type must be COLLECT or DROP_OFF.');
  const jobs = SEED_JOBS.filter((j) => j.type === type).flatMap((j) => {
    const left = pendingOrders(c.country, j).length;
    return left === 0 ? [] : [jobWire(c.country, c.account.dp.id, j, left)];
  });
  return ok<DpJobWire[]>(jobs);
});

/** GET 1.0/job-orders?job_id=&offset_id=&limit=: up to `limit` orders with an id above `offset_id`. */
export const listJobOrders = countryHttp.get('/1.0/job-orders', ({ request, params }) => {
  const c = countryCaller(request, params);
  if (c.response) return c.response;
  const q = new URL(request.url).searchParams;
  const job = jobById(c.country, Number(q.get('job_id')));
  if (!job) return notFound('Unknown job.');
  const offset = Number(q.get('offset_id') ?? '0');
  const limit = Number(q.get('limit'));
  if (!Number.isInteger(offset) || offset < 0) return badRequest('offset_id must be a whole number.');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) return badRequest(`limit must be 1 to ${MAX_LIMIT}.`);
  return ok<JobOrderWire[]>(pendingOrders(c.country, job).filter((o) => o.id > offset).slice(0, limit));
});

/**
 * PUT 1.1/orders: hands over every listed parcel, or none. A parcel handed over already, one of no job, or one sent
 * the wrong way (a drop-off parcel to a driver) refuses the whole call; job 4's first completion fails. With an
 * Idempotency-Key the first answer (not a 5xx) is kept: the same key again gets it and hands nothing more over. Under
 * the 'lost-next' and 'flaky' faults the answer may be lost after the server acted.
 */
export const completeHandover = countryHttp.put('/1.1/orders', async ({ request, params }) => {
  const c = countryCaller(request, params);
  if (c.response) return c.response;
  const key = request.headers.get('Idempotency-Key');
  const kept = key ? keptAnswer(c.country, key) : undefined;
  if (kept) return replay(kept);
  const answer = await complete(request, c.country);
  if (key && answer.status < 500) keepAnswer(c.country, key, { status: answer.status, body: await answer.clone().json() });
  return takeLostAnswer() ? dropped() : answer;
});

async function complete(request: CountryRequest<'/1.1/orders', 'put'>, country: CountryCode): Promise<SimResponse<CountryData<'/1.1/orders', 'put'>>> {
  const c = { country };
  const body = await jsonBody(request);
  const lines = Array.isArray(body?.orders) ? (body.orders as unknown[]) : null;
  if (!lines || lines.length === 0) return badRequest('orders must list at least one parcel.');
  const parsed: { barcode: string; releasedTo: 'DRIVER' | 'DP'; job: SeedJob }[] = [];
  for (const line of lines) {
    const l = line as Record<string, unknown> | null;
    const id = typeof l?.tracking_id === 'string' ? l.tracking_id.trim().toUpperCase() : '';
    const to = l?.released_to;
    if (!id || (to !== 'DRIVER' && to !== 'DP')) return badRequest('Each order needs tracking_id and released_to (DRIVER or DP).');
    const job = ownerOf(c.country, id);
    if (!job) return fail(404, CODES.notInJob, CODES.notInJob, `${id} is in no job of this point.`);
    if ((job.type === 'COLLECT') !== (to === 'DRIVER')) return badRequest(`${id} cannot be released to ${to}.`);
    if (handedOver(c.country, id)) return fail(409, CODES.alreadyHandedOver, CODES.alreadyHandedOver, `${id} was already handed over.`);
    parsed.push({ barcode: id, releasedTo: to, job });
  }
  for (const job of new Set(parsed.map((p) => p.job))) {
    if (job.completionFailsOnce && firstFailure(`${c.country}:complete:${job.no}`)) {
      return fail(500, CODES.completionFailed, CODES.completionFailed, 'The handover could not be saved. Please try again.');
    }
  }
  const at = new Date().toISOString();
  return ok<{ orders: ReleasedOrderWire[] }>({
    orders: parsed.map((p) => {
      markHandedOver(c.country, p.barcode, { releasedTo: p.releasedTo, at });
      return { barcode: p.barcode, released_to: p.releasedTo, released_at: at, status: p.releasedTo === 'DRIVER' ? 'handover_complete' : 'pending_customer_collection' };
    }),
  });
}

/** The job's drop-off notice goes again by SMS or email (`{ job_id }`). */
async function resend(request: CountryRequest<'/1.0/sms/driver-drop-off/resend', 'post'>, params: object, channel: 'sms' | 'email') {
  const c = countryCaller(request, params);
  if (c.response) return c.response;
  const body = await jsonBody(request);
  const job = jobById(c.country, Number(body?.job_id));
  if (!job) return notFound('Unknown job.');
  if (channel === 'sms' && job.smsResendFails) return fail(502, CODES.resendFailed, CODES.resendFailed, 'The SMS gateway did not answer.');
  return ok({ sent: true, channel });
}

/** POST 1.0/sms/driver-drop-off/resend and 1.0/email/driver-drop-off/resend with `{ job_id }`. */
export const resendSms = countryHttp.post('/1.0/sms/driver-drop-off/resend', ({ request, params }) => resend(request, params, 'sms'));
export const resendEmail = countryHttp.post('/1.0/email/driver-drop-off/resend', ({ request, params }) => resend(request, params, 'email'));
