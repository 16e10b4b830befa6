/**
 * The customer-collect endpoints: verify a customer (OTP, QR, or tracking id with its OTP), look up a parcel, list
 * what waits for collection, release parcels, and resend the code. Business errors carry the codes the portal maps
 * to its messages (api/types.ts COLLECT_ERROR_CODES).
 */
import { badRequest, countryHttp, directoryParcel, fail, jsonBody, notFound, ok, type CountryCode } from '@sim/kit';
import { COLLECT_ERROR_CODES as CODES, type CollectOrderWire, type CollectSearchResult, type ReleasedOrderWire, type ReleasedCodWire } from '../api/types';
import { EXPIRED_OTP, USED_OTP, resendFailId, seedCustomers, toWire, type SeedCustomer } from './seeds';
import { firstFailure, markReleased, releasedAt, releasesSince } from './state';
import { isText, who } from './request';

const VERIFY_FAILED = 'Verification failed. Please try again.';
const PARCEL_INCORRECT = 'Parcel is incorrect. Verify and try again.';

/** The customer's parcels still at the point (released ones are gone), with stable ids. */
function waiting(country: CountryCode, c: SeedCustomer): CollectOrderWire[] {
  const now = Date.now();
  return c.parcels.flatMap((p, i) => (releasedAt(country, p.trackingId) ? [] : [toWire(p, c, now, c.no * 100 + i + 1)]));
}

function ownerOf(country: CountryCode, trackingId: string): SeedCustomer | undefined {
  const id = trackingId.trim().toUpperCase();
  return seedCustomers(country).find((c) => c.parcels.some((p) => p.trackingId === id));
}

function answerFor(country: CountryCode, c: SeedCustomer) {
  const orders = waiting(country, c);
  if (orders.length === 0) return fail(409, CODES.otpUsed, CODES.otpUsed, 'This code has already been used.');
  return ok<CollectSearchResult>({ customer: { name: c.name, contact: c.contact }, orders });
}

export const searchCustomerCollect = countryHttp.post('/1.0/orders/customer-collect/search', async ({ request, params }) => {
  const w = who(request, params);
  if (w.refused) return w.refused;
  const body = await jsonBody(request);
  if (!body) return badRequest('A JSON body is required.');
  const customers = seedCustomers(w.country);
  const qr = body.qr_code;
  if (isText(qr)) {
    const c = customers.find((x) => x.qr === qr.trim().toUpperCase());
    return c ? answerFor(w.country, c) : fail(400, CODES.qrInvalid, CODES.qrInvalid, 'QR Code is invalid');
  }
  if (!isText(body.otp) || !/^\d{6}$/.test(body.otp)) return fail(400, CODES.otpInvalid, CODES.otpInvalid, 'OTP entered is invalid');
  if (body.otp === EXPIRED_OTP) return fail(410, CODES.otpExpired, CODES.otpExpired, 'This code has expired.');
  if (body.otp === USED_OTP) return fail(409, CODES.otpUsed, CODES.otpUsed, 'This code has already been used.');
  const c = customers.find((x) => x.otp === body.otp);
  if (!c) return fail(400, CODES.otpInvalid, 'VERIFICATION_FAILED', VERIFY_FAILED);
  if (isText(body.tracking_id) && ownerOf(w.country, body.tracking_id)?.no !== c.no) {
    return fail(400, CODES.otpInvalid, 'VERIFICATION_FAILED', VERIFY_FAILED);
  }
  return answerFor(w.country, c);
});

/** GET 2.0/orders/scan/{id}: a parcel waiting here for a customer, or 404. */
export const scanCollectParcel = countryHttp.get('/2.0/orders/scan/{trackingId}', ({ request, params }) => {
  const w = who(request, params);
  if (w.refused) return w.refused;
  const id = params.trackingId.trim().toUpperCase();
  const c = ownerOf(w.country, id);
  const order = c && waiting(w.country, c).find((o) => o.tracking_id === id);
  return order ? ok(order) : notFound(PARCEL_INCORRECT);
});

/** GET 1.0/orders/collect: every parcel waiting for a customer at the point. */
export const listCollect = countryHttp.get('/1.0/orders/collect', ({ request, params }) => {
  const w = who(request, params);
  if (w.refused) return w.refused;
  const country = w.country;
  return ok(seedCustomers(country).flatMap((c) => waiting(country, c)));
});

/**
 * PUT 1.0/orders/customer-collect?dp_id=: releases every listed parcel, or none. A parcel that is not waiting (never
 * here, or released already) refuses the whole call; Erin Tan's first release fails with a server error.
 */
export const releaseCustomerCollect = countryHttp.put('/1.0/orders/customer-collect', async ({ request, params, query }) => {
  const w = who(request, params);
  if (w.refused) return w.refused;
  const dpId: string | null = query.get('dp_id');
  if (dpId !== String(w.account.dp.id)) return badRequest('dp_id must be the id of the logged-in point.');
  const body = await jsonBody(request);
  const lines = Array.isArray(body?.orders) ? (body.orders as unknown[]) : null;
  if (!lines || lines.length === 0) return badRequest('orders must list at least one parcel.');
  const parsed: { trackingId: string; releasedTo: string; cod: number | null }[] = [];
  for (const line of lines) {
    const l = line as Record<string, unknown> | null;
    if (!l || !isText(l.tracking_id) || !isText(l.released_to)) return badRequest('Each order needs tracking_id and released_to.');
    parsed.push({ trackingId: l.tracking_id.trim().toUpperCase(), releasedTo: l.released_to, cod: typeof l.cod_collected === 'number' ? l.cod_collected : null });
  }
  for (const { trackingId } of parsed) {
    if (releasedAt(w.country, trackingId)) return fail(409, CODES.alreadyReleased, CODES.alreadyReleased, `${trackingId} was already released.`);
    if (!ownerOf(w.country, trackingId)) return notFound(PARCEL_INCORRECT);
  }
  const owners = new Set(parsed.map((p) => ownerOf(w.country, p.trackingId)));
  for (const owner of owners) {
    if (owner?.releaseFailsOnce && firstFailure(`${w.country}:release:${owner.no}`)) {
      return fail(500, 'RELEASE_FAILED', 'RELEASE_FAILED', 'The parcels could not be released. Please try again.');
    }
  }
  const at = new Date().toISOString();
  const released: ReleasedOrderWire[] = parsed.map((p) => {
    markReleased({ country: w.country, dpId: w.account.dp.id, trackingId: p.trackingId, releasedTo: p.releasedTo, at, codCollected: p.cod });
    return { barcode: p.trackingId, released_to: p.releasedTo, released_at: at, status: 'handover_complete' };
  });
  return ok({ orders: released });
});

/**
 * POST 1.0/drop-off-sms/resend: sends the code (channel otp) or the arrival SMS again. The endpoint's one handler:
 * history's order details sends the SMS (channel sms) of its own parcels, found through the directory.
 */
export const resendDropOffSms = countryHttp.post('/1.0/drop-off-sms/resend', async ({ request, params }) => {
  const w = who(request, params);
  if (w.refused) return w.refused;
  const body = await jsonBody(request);
  if (!body || !isText(body.tracking_id) || (body.channel !== 'otp' && body.channel !== 'sms')) {
    return badRequest('tracking_id and channel (otp or sms) are required.');
  }
  const id = body.tracking_id.trim().toUpperCase();
  if (id === resendFailId(w.country)) return fail(502, 'SMS_GATEWAY', 'SMS_GATEWAY', 'The SMS gateway did not answer.');
  // One endpoint of the company: the SMS of any parcel another simulator keeps (history's) goes too.
  const known = ownerOf(w.country, id) ?? (body.channel === 'sms' ? directoryParcel(w.country, id, 'collect') : null);
  if (!known) return notFound(PARCEL_INCORRECT);
  return ok({ sent: true, channel: body.channel });
});

/** GET 1.0/orders/customer-collect/released?dp_id=&from=: what this point released since `from`, with the cash taken. */
export const listReleased = countryHttp.get('/1.0/orders/customer-collect/released', ({ request, params }) => {
  const w = who(request, params);
  if (w.refused) return w.refused;
  const q = new URL(request.url).searchParams;
  if (q.get('dp_id') !== String(w.account.dp.id)) return badRequest('dp_id must be the id of the logged-in point.');
  const from = q.get('from') ?? '';
  if (Number.isNaN(Date.parse(from))) return badRequest('from must be an ISO time.');
  return ok<ReleasedCodWire[]>(releasesSince(w.country, w.account.dp.id, new Date(from).toISOString()).map((r) => ({
    barcode: r.trackingId, released_to: r.releasedTo, released_at: r.at, cod_collected: r.codCollected,
  })));
});
