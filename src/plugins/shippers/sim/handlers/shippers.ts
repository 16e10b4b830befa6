/** Shipper search, look-ups and the default shipper (GET 2.0/shippers…, PUT 2.1/shippers/{id}/default). */
import { http } from 'msw';
import {
  badRequest, countryCaller as caller, countryEndpoint as countryPath, findShipper, flag, nationalDigits, notFound, ok, query, shippersOf,
} from '@sim/kit';

/**
 * GET 2.0/shippers?contact_no=&all=: shippers whose number contains the query's national digits (prefix and
 * leading zeros ignored). all=true lists every match, otherwise only the first; no match is an empty list.
 */
export const searchShippers = http.get(countryPath('2.0/shippers'), ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const raw = query(request).get('contact_no');
  if (raw === null || raw.trim() === '') return badRequest('contact_no is required.');
  const wanted = nationalDigits(who.country, raw);
  if (wanted === '') return ok([]);
  const matches = shippersOf(who.country).filter((s) => nationalDigits(who.country, s.liaisonContact).includes(wanted));
  return ok(structuredClone(flag(request, 'all') ? matches : matches.slice(0, 1)));
});

/** GET 2.0/shippers/external-ids/{id}. */
export const shipperByExternalId = http.get(countryPath('2.0/shippers/external-ids/:externalId'), ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const wanted = String(params.externalId).trim().toUpperCase();
  const shipper = shippersOf(who.country).find((s) => s.externalId?.toUpperCase() === wanted);
  return shipper ? ok(structuredClone(shipper)) : notFound(`No shipper with external id ${String(params.externalId)}.`);
});

/** GET 2.0/shippers/{id}: by legacy or global id. */
export const shipperById = http.get(countryPath('2.0/shippers/:id'), ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const shipper = findShipper(who.country, params.id);
  return shipper ? ok(structuredClone(shipper)) : notFound(`No shipper with id ${String(params.id)}.`);
});

/** PUT 2.1/shippers/{id}/default: makes it the country's only default shipper; answers the updated shipper. */
export const setDefaultShipper = http.put(countryPath('2.1/shippers/:id/default'), ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const shipper = findShipper(who.country, params.id);
  if (!shipper) return notFound(`No shipper with id ${String(params.id)}.`);
  for (const s of shippersOf(who.country)) s.isDefault = s === shipper;
  return ok(structuredClone(shipper));
});
