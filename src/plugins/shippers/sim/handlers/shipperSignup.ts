/**
 * Shipper sign-up: POST 2.1/shippers answers an async request id; the request (GET 1.0/async-requests/{id}) ends
 * SUCCEEDED with the new shipper's id and a second, activation request to follow, or FAILED, or never ends, by the
 * shop name (signupOutcomes.ts). Then PUT 1.2/shippers/{id}/setup (billing, COD, authorisation, bank details) and
 * PUT 2.0/shippers/{id}/upload-bank-account-proof.
 */
import {
  badRequest, countryCaller as caller, countryHttp, countryIndex, createTask, fail, findShipper, isObject, isText, jsonBody,
  notFound, ok, readUploadedImage, shippersOf,
} from '@sim/kit';
import type { Shipper } from '@services';
import { postpaidSetupFails, SIGNUP_FIELDS, signupOutcome } from '../signupOutcomes';
import { nextShipperNumber, sim } from '../state';

const failedTask = (code: string, message: string) => ({
  status: 'FAILED' as const,
  responseMessage: JSON.stringify({ error: { code, message } }),
  requestPayload: null,
  subRequests: [],
});

export const createShipper = countryHttp.post('/2.1/shippers', async ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const body = await jsonBody(request);
  if (!body) return badRequest('Send the shipper as a JSON object.');
  const missing = SIGNUP_FIELDS.filter((f) => !isText(body[f]));
  if (missing.length > 0) return badRequest(`Missing fields: ${missing.join(', ')}.`);
  const text = (f: (typeof SIGNUP_FIELDS)[number]) => String(body[f]).trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text('email'))) return badRequest('email is not a valid address.');

  const outcome = signupOutcome(text('shopName'));
  if (outcome === 'failed') {
    return ok({ id: createTask(who.country, failedTask('SHIPPER_CREATION_FAILED', 'The shipper account could not be created.')) });
  }
  if (outcome === 'notSupported') {
    return ok({ id: createTask(who.country, failedTask('SHIPPER_CREATION_NOT_SUPPORTED', 'this point cannot sign up new shippers')) });
  }
  if (outcome === 'neverFinishes') {
    return ok({ id: createTask(who.country, { status: 'PROCESSING', responseMessage: null, requestPayload: null, subRequests: [] }) });
  }

  const n = nextShipperNumber();
  const ci = countryIndex(who.country);
  const shipper: Shipper = {
    id: 9000 + ci * 100 + n,
    globalId: 5900000 + ci * 1000 + n,
    externalId: null,
    name: text('shopName'),
    liaisonName: `${text('firstName')} ${text('lastName')}`,
    liaisonEmail: text('email'),
    liaisonContact: text('mobileNumber'),
    liaisonAddress: text('rtsAddress'),
    liaisonAddress2: '',
    liaisonPostcode: text('rtsPostalCode'),
    isDefault: false,
    isPrepaid: true,
    isCodEnabled: false,
  };
  shippersOf(who.country).push(shipper);
  sim.signups.set(shipper.id, { country: who.country, shopName: shipper.name, setup: null, setupAttempts: 0, proof: null });
  const activation = createTask(who.country, {
    status: 'SUCCEEDED', responseMessage: JSON.stringify({ shipperId: shipper.id, activated: true }), requestPayload: null, subRequests: [],
  });
  const created = createTask(who.country, {
    status: 'SUCCEEDED',
    responseMessage: JSON.stringify({ shipperId: shipper.id, activationRequestId: activation }),
    requestPayload: JSON.stringify(body),
    subRequests: [],
  });
  return ok({ id: created });
});

const BILLING = ['PREPAID', 'POSTPAID'];
const AUTHORISATION = ['PRE_AUTHORISED', 'ONE_TIME'];

export const setupShipper = countryHttp.put('/1.2/shippers/{shipperId}/setup', async ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const shipper = findShipper(who.country, params.shipperId);
  if (!shipper) return notFound(`No shipper with id ${params.shipperId}.`);
  const body = await jsonBody(request);
  if (!body || !BILLING.includes(String(body.billingType)) || typeof body.isCodEnabled !== 'boolean' || !AUTHORISATION.includes(String(body.authorisation))) {
    return badRequest('Send billingType (PREPAID or POSTPAID), isCodEnabled and authorisation (PRE_AUTHORISED or ONE_TIME).');
  }
  if (!isText(body.signature) || !String(body.signature).startsWith('data:image/png;base64,')) return badRequest('signature must be a PNG data URL.');
  if (body.isCodEnabled === true && !(isObject(body.bank) && isText(body.bank.bankName) && isText(body.bank.accountNumber) && /^\d{10,15}$/.test(String(body.bank.accountNumber)))) {
    return badRequest('COD needs bank.bankName, bank.bankBranch and bank.accountNumber (10 to 15 digits).');
  }
  const signup = sim.signups.get(shipper.id);
  if (signup) signup.setupAttempts += 1;
  if (signup && body.billingType === 'POSTPAID' && postpaidSetupFails(signup.shopName)) {
    return fail(500, 'SHIPPER_SETUP_FAILED', 'SHIPPER_SETUP_FAILED', 'Postpaid billing could not be set up for this shipper.');
  }
  shipper.isPrepaid = body.billingType === 'PREPAID';
  shipper.isCodEnabled = body.isCodEnabled === true;
  if (signup) signup.setup = { ...body, signature: `${String(body.signature).length} characters` };
  return ok({ id: shipper.id, setup: true });
});

export const uploadBankProof = countryHttp.put('/2.0/shippers/{shipperId}/upload-bank-account-proof', async ({ request, params }) => {
  const who = caller(request, params);
  if (who.response) return who.response;
  const shipper = findShipper(who.country, params.shipperId);
  if (!shipper) return notFound(`No shipper with id ${params.shipperId}.`);
  const read = await readUploadedImage(request);
  if (read.response) return read.response;
  const signup = sim.signups.get(shipper.id);
  if (signup) signup.proof = read.image;
  return ok({ id: shipper.id, uploaded: true });
});
