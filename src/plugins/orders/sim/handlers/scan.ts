/** What a scanned code is (GET 1.0/orders?scan=) and whether a stamp id is free (GET 1.0/orders/stamp-validity). */
import { badRequest, fail, notFound, ok } from '@sim/kit';
import type { ScanLookup, StampValidity } from '../../api/types';
import { hasValidIdFormat, ID_FORMAT_MESSAGE, looksLikeStampId, normalId, STAMP_USED } from '../ids';
import { findOwnOrder, scanOrder } from '../orders';
import { seedPackIds } from '../seeds/parcels';
import { isPackUsed, isStampUsed } from '../stamps';
import { caller, countryHttp } from './common';

export const PARCEL_INCORRECT = 'Parcel is incorrect. Verify and try again.';

/**
 * In order: an order known by tracking id (seeded send, post and return parcels, orders created in this session);
 * an unused seeded pack id; a stamp id (contains STAMP, or 6 to 12 digits; a used one too: the stamp check says
 * it is used). Anything else is 404. Case does not matter.
 */
export const lookUpScan = countryHttp.get('/1.0/orders', ({ request, params, query }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const raw: string | null = query.get('scan');
  if (raw === null || raw.trim() === '') return badRequest('scan is required.');
  const code = normalId(raw);
  // Only this simulator's parcels: history's made-up ones carry statuses no counter flow starts from.
  const order = findOwnOrder(who.country, code);
  if (order) return ok<ScanLookup>({ identifier_type: order.identifier, order: scanOrder(order) });
  if (seedPackIds(who.country).includes(code) && !isPackUsed(who.country, code)) {
    return ok<ScanLookup>({ identifier_type: 'NINJA_PACK_ID', order: null });
  }
  if (looksLikeStampId(code)) return ok<ScanLookup>({ identifier_type: 'STAMP_ID', order: null });
  return notFound(PARCEL_INCORRECT);
});

/** 200 { stamp_id, valid: true } for a free stamp id; 409 (137926) for a used one; 400 for anything else. */
export const stampValidity = countryHttp.get('/1.0/orders/stamp-validity', ({ request, params, query }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const raw: string | null = query.get('stamp_id');
  if (raw === null || raw.trim() === '') return badRequest('stamp_id is required.');
  const stampId = raw.trim();
  if (!hasValidIdFormat(stampId)) return badRequest(ID_FORMAT_MESSAGE);
  if (isStampUsed(who.country, stampId)) return fail(409, STAMP_USED.code, STAMP_USED.title, STAMP_USED.message);
  if (!looksLikeStampId(stampId)) return fail(400, 'INVALID_STAMP_ID', 'INVALID_STAMP_ID', `${stampId} is not a stamp ID.`);
  return ok<StampValidity>({ stamp_id: stampId, valid: true });
});
