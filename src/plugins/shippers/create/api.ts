/** The shipper sign-up calls of part 1 §7, on the logged-in point's country client, by the API contract's paths. */
import { apiSend, getAsyncTask } from '@kernel';
import type { SetupRequest, SignupRequest } from './model/requests';

/** POST 2.1/shippers: the answer's id is the async request that creates the account. */
export const createShipperAccount = (body: SignupRequest) => apiSend('post', '2.1/shippers', { body });

/** GET 1.0/async-requests/{id}. */
export const getAsyncRequest = (id: string) => getAsyncTask(id);

/** PUT 1.2/shippers/{id}/setup: billing type, COD, authorisation and bank details. */
export const setUpShipper = (shipperId: number, body: SetupRequest) =>
  apiSend('put', '1.2/shippers/{shipperId}/setup', { path: { shipperId }, body });

/** PUT 2.0/shippers/{id}/upload-bank-account-proof: multipart `file`. */
export async function uploadBankProof(shipperId: number, image: Blob, fileName: string): Promise<void> {
  const form = new FormData();
  form.append('file', image, fileName);
  await apiSend('put', '2.0/shippers/{shipperId}/upload-bank-account-proof', { path: { shipperId }, body: form });
}
