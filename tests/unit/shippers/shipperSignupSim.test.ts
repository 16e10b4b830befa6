// @vitest-environment node
// The simulated shipper sign-up as the wizard uses it: the outcome chosen by the shop name, the created shipper
// searchable at once, set-up (refused for a postpaid 'Setup Fail' shop, with bank details required for COD) and
// the bank proof upload with the image checks of pack images.
import { describe, expect, it } from 'vitest';
import type { Shipper } from '../../../src/services';
import type { AsyncTask } from '../../../src/streams';
import { simCall as call, withOrdersSim } from '../../harness/ordersSim';

withOrdersSim();

const SIGNUP = {
  firstName: 'Nur', lastName: 'Aina', icNumber: 'S1234567D', icAddress: '1 Road', icPostalCode: '123456', rtsAddress: '2 Road',
  rtsPostalCode: '234567', billingAddress: '3 Road', postalCode: '345678', email: 'nur@example.com', shopName: 'Kedai Nur',
  mobileNumber: '+6598765432',
};
const SETUP = { billingType: 'PREPAID', isCodEnabled: false, authorisation: 'PRE_AUTHORISED', signature: 'data:image/png;base64,AAAA', bank: null };

/** Polls the async request until it stops being PENDING/PROCESSING (at most n asks). */
async function finalTask(id: string, n = 5): Promise<{ task: AsyncTask; asks: number }> {
  let task: AsyncTask | undefined;
  for (let asks = 1; asks <= n; asks++) {
    task = (await call<AsyncTask>('GET', `sg/1.0/async-requests/${id}`)).data;
    if (task.status !== 'PENDING' && task.status !== 'PROCESSING') return { task, asks };
  }
  return { task: task!, asks: n + 1 };
}

async function signUp(shopName: string) {
  const res = await call<{ id: string }>('POST', 'sg/2.1/shippers', { body: { ...SIGNUP, shopName } });
  expect(res.status).toBe(200);
  return finalTask(res.data.id);
}

describe('POST 2.1/shippers', () => {
  it('creates the shipper (searchable by its number at once) and names an activation request that succeeds', async () => {
    const { task, asks } = await signUp('Kedai Nur');
    expect(asks).toBe(3);
    expect(task.status).toBe('SUCCEEDED');
    const body = JSON.parse(task.responseMessage!) as { shipperId: number; activationRequestId: string };
    const found = (await call<Shipper[]>('GET', 'sg/2.0/shippers?contact_no=%2B6598765432&all=true')).data;
    expect(found).toEqual([expect.objectContaining({ id: body.shipperId, name: 'Kedai Nur', liaisonName: 'Nur Aina', isPrepaid: true, isCodEnabled: false })]);
    expect((await finalTask(body.activationRequestId)).task.status).toBe('SUCCEEDED');
  });

  it('fails, is not supported, or never ends by the shop name', async () => {
    const failed = (await signUp('Fail Me Traders')).task;
    expect(failed.status).toBe('FAILED');
    expect(JSON.parse(failed.responseMessage!).error.code).toBe('SHIPPER_CREATION_FAILED');
    const refused = (await signUp('not supported mart')).task;
    expect(JSON.parse(refused.responseMessage!).error).toEqual({ code: 'SHIPPER_CREATION_NOT_SUPPORTED', message: 'this point cannot sign up new shippers' });
    expect((await signUp('Never Ends Emporium')).task.status).toBe('PROCESSING');
  });

  it('refuses a body with missing fields or a bad email, naming them', async () => {
    const { firstName: _, ...noName } = SIGNUP;
    expect((await call('POST', 'sg/2.1/shippers', { body: noName })).error?.message).toBe('Missing fields: firstName.');
    expect((await call('POST', 'sg/2.1/shippers', { body: { ...SIGNUP, email: 'nur@' } })).status).toBe(400);
  });
});

describe('set-up and bank proof', () => {
  async function created(shopName: string): Promise<number> {
    return (JSON.parse((await signUp(shopName)).task.responseMessage!) as { shipperId: number }).shipperId;
  }

  it('sets billing and COD; COD needs bank details with a 10 to 15 digit account', async () => {
    const id = await created('Kedai Nur');
    expect((await call('PUT', `sg/1.2/shippers/${id}/setup`, { body: { ...SETUP, isCodEnabled: true } })).status).toBe(400);
    const bank = { bankName: 'DBS', bankBranch: 'Tampines', accountNumber: '123456789' };
    expect((await call('PUT', `sg/1.2/shippers/${id}/setup`, { body: { ...SETUP, isCodEnabled: true, bank } })).status).toBe(400);
    const ok = await call('PUT', `sg/1.2/shippers/${id}/setup`, { body: { ...SETUP, billingType: 'POSTPAID', isCodEnabled: true, bank: { ...bank, accountNumber: '1234567890' } } });
    expect(ok.status).toBe(200);
    expect((await call<Shipper>('GET', `sg/2.0/shippers/${id}`)).data).toMatchObject({ isPrepaid: false, isCodEnabled: true });
  });

  it("a 'Setup Fail' shop cannot be set up postpaid, but prepaid works", async () => {
    const id = await created('Setup Fail Traders');
    const postpaid = await call('PUT', `sg/1.2/shippers/${id}/setup`, { body: { ...SETUP, billingType: 'POSTPAID' } });
    expect(postpaid.status).toBe(500);
    expect(postpaid.error?.code).toBe('SHIPPER_SETUP_FAILED');
    expect((await call('PUT', `sg/1.2/shippers/${id}/setup`, { body: SETUP })).status).toBe(200);
  });

  it('takes a PNG or JPEG proof of at most 2 MB, refuses other files', async () => {
    const id = await created('Kedai Nur');
    const form = (type: string, name: string, size = 100) => {
      const f = new FormData();
      f.append('file', new Blob([new Uint8Array(size)], { type }), name);
      return f;
    };
    expect((await call('PUT', `sg/2.0/shippers/${id}/upload-bank-account-proof`, { body: form('image/png', 'proof.png') })).status).toBe(200);
    expect((await call('PUT', `sg/2.0/shippers/${id}/upload-bank-account-proof`, { body: form('image/gif', 'proof.gif') })).error?.message)
      .toBe('Only JPG, JPEG or PNG images can be uploaded.');
    expect((await call('PUT', `sg/2.0/shippers/${id}/upload-bank-account-proof`, { body: form('image/jpeg', 'big.jpg', 2 * 1024 * 1024 + 1) })).status).toBe(400);
    expect((await call('PUT', 'sg/2.0/shippers/999999/upload-bank-account-proof', { body: form('image/png', 'proof.png') })).status).toBe(404);
  });
});
