/** The shipper calls of part 1 §7 that find shippers and set the point's default, by the API contract's paths. */
import { apiGet, apiSend } from '@kernel';

/** GET 2.0/shippers?contact_no=&all=true: shippers whose contact number matches (prefix already applied). */
export const searchShippers = (contactNo: string) => apiGet('2.0/shippers', { query: { contact_no: contactNo, all: true } });

/** GET 2.0/shippers/{id}. */
export const getShipper = (shipperId: number) => apiGet('2.0/shippers/{shipperId}', { path: { shipperId } });

/** GET 2.0/shippers/external-ids/{id}. */
export const getShipperByExternalId = (externalId: string) => apiGet('2.0/shippers/external-ids/{externalId}', { path: { externalId } });

/** PUT 2.1/shippers/{id}/default. */
export const setDefaultShipper = (shipperId: number) => apiSend('put', '2.1/shippers/{shipperId}/default', { path: { shipperId } });
