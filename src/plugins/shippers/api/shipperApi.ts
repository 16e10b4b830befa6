/** The shipper calls of part 1 §7 that find shippers and set the point's default, on the point's country client. */
import { apiGet, apiSend } from '@kernel';
import type { Shipper } from '@services';

/** GET 2.0/shippers?contact_no=&all=true: shippers whose contact number matches (prefix already applied). */
export const searchShippers = (contactNo: string) => apiGet<Shipper[]>('2.0/shippers', { contact_no: contactNo, all: true });

/** GET 2.0/shippers/{id}. */
export const getShipper = (id: number) => apiGet<Shipper>(`2.0/shippers/${id}`);

/** GET 2.0/shippers/external-ids/{id}. */
export const getShipperByExternalId = (externalId: string) => apiGet<Shipper>(`2.0/shippers/external-ids/${encodeURIComponent(externalId)}`);

/** PUT 2.1/shippers/{id}/default. */
export const setDefaultShipper = (id: number) => apiSend<unknown>('put', `2.1/shippers/${id}/default`);
