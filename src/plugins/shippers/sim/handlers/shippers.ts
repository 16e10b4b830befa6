/** Shipper search, look-ups and the default shipper (GET 2.0/shippers…, PUT 2.1/shippers/{id}/default). */
import { badRequest, countryCaller as caller, countryHttp, findShipper, nationalDigits, notFound, ok, shippersOf } from '@sim/kit';

/** A query flag: true for 'true' or '1' (the kit's `flag`, on the typed query). */
const isTrue = (value: string | boolean | null | undefined) => value === true || value === 'true' || value === '1';

/**
 * GET 2.0/shippers?contact_no=&all=: shippers whose number contains the query's national digits (prefix and
 * leading zeros ignored). all=true lists every match, otherwise only the first; no match is an empty list.
 */
export const searchShippers = countryHttp.get('/2.0/shippers', ({ request, params, query }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const raw: string | null = query.get('contact_no');
  if (raw === null || raw.trim() === '') return badRequest('contact_no is required.');
  const wanted = nationalDigits(who.country, raw);
  if (wanted === '') return ok([]);
  const matches = shippersOf(who.country).filter((s) => nationalDigits(who.country, s.liaisonContact).includes(wanted));
  return ok(structuredClone(isTrue(query.get('all')) ? matches : matches.slice(0, 1)));
});

/** GET 2.0/shippers/external-ids/{id}. */
export const shipperByExternalId = countryHttp.get('/2.0/shippers/external-ids/{externalId}', ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const wanted = params.externalId.trim().toUpperCase();
  const shipper = shippersOf(who.country).find((s) => s.externalId?.toUpperCase() === wanted);
  return shipper ? ok(structuredClone(shipper)) : notFound(`No shipper with external id ${params.externalId}.`);
});

/** GET 2.0/shippers/{id}: by legacy or global id. */
export const shipperById = countryHttp.get('/2.0/shippers/{shipperId}', ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const shipper = findShipper(who.country, params.shipperId);
  return shipper ? ok(structuredClone(shipper)) : notFound(`No shipper with id ${params.shipperId}.`);
});

/** PUT 2.1/shippers/{id}/default: makes it the country's only default shipper; answers the updated shipper. */
export const setDefaultShipper = countryHttp.put('/2.1/shippers/{shipperId}/default', ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const shipper = findShipper(who.country, params.shipperId);
  if (!shipper) return notFound(`No shipper with id ${params.shipperId}.`);
  for (const s of shippersOf(who.country)) s.isDefault = s === shipper;
  return ok(structuredClone(shipper));
});
