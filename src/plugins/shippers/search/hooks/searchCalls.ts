/**
 * One search as the page runs it: a contact number lists every shipper of it (all=true), an external id finds one
 * shipper; "nothing found" (an empty list, or 404 for an external id) is a no-result message id for the field,
 * anything else is a server error for the caller to show.
 */
import { isPortalError, normalizeError } from '@kernel';
import { getShipperByExternalId, searchShippers } from '../../api/shipperApi';
import type { LastSearch, SentQuery } from '../state/searchMemory';

export const NO_RESULT = {
  phone: 'shipper_search.no_result_phone',
  externalId: 'shipper_search.no_result_external_id',
} as const;

export async function runSearch(query: SentQuery): Promise<LastSearch> {
  if (query.kind === 'phone') {
    const results = await searchShippers(query.contactNo);
    return { query, results, problem: results.length === 0 ? NO_RESULT.phone : null };
  }
  try {
    const shipper = await getShipperByExternalId(query.externalId);
    return { query, results: [shipper], problem: null };
  } catch (e) {
    const error = isPortalError(e) ? e : normalizeError(e);
    if (error.status === 404) return { query, results: [], problem: NO_RESULT.externalId };
    throw error;
  }
}
